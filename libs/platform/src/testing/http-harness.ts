import { randomUUID } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import type { Role } from '@market/contracts';
import type { DestinationStream } from 'pino';
import type { PlatformRuntime } from '../runtime/platform-runtime.js';
import { type ServiceTestApp, startServiceTestApp } from './service-test-app.js';
import { createTestDatabase, type TestDatabase } from './test-env.js';

/** A JSON answer as a spec reads it: deliberately loose, the spec asserts its shape. */
export type TestBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface TestReply {
  status: number;
  body: TestBody;
  headers: Headers;
}

/** A signed-in account: its bearer token was issued by the app's own keys. */
export interface TestUser {
  id: string;
  email: string;
  roles: Role[];
  token: string;
}

export interface HttpTestHarnessOptions {
  /** Names the test database and the app's DATA_DIR. */
  name: string;
  module: DynamicModule;
  env?: Record<string, string>;
  logDestination?: DestinationStream;
  /** Runs before the bus starts (to subscribe observers or fakes of other contexts). */
  beforeStart?: (runtime: PlatformRuntime) => Promise<unknown> | void;
}

/**
 * One service module on Fastify over a fresh PostgreSQL database, spoken to over real HTTP,
 * as the integration specs of every context use it:
 *
 *   const api = await HttpTestHarness.start({ name: 'content', module: ContentModule.register() });
 *   const admin = await api.signIn(['user', 'admin']);
 *   const saved = await api.call('PUT', '/api/admin/content/settings', { siteName: 'X' }, admin);
 *   expect(saved.status).toBe(200);
 *   await api.stop();
 */
export class HttpTestHarness {
  private constructor(
    readonly database: TestDatabase,
    readonly app: ServiceTestApp,
  ) {}

  static async start(options: HttpTestHarnessOptions): Promise<HttpTestHarness> {
    const database = await createTestDatabase(options.name.replace(/[^a-z0-9_]/gi, '_'));
    try {
      const app = await startServiceTestApp({
        name: options.name,
        databaseUrl: database.url,
        module: options.module,
        env: options.env,
        logDestination: options.logDestination,
        beforeStart: async (runtime) => {
          await options.beforeStart?.(runtime);
        },
      });
      return new HttpTestHarness(database, app);
    } catch (error) {
      await database.drop();
      throw error;
    }
  }

  get runtime(): PlatformRuntime {
    return this.app.runtime;
  }

  get baseUrl(): string {
    return this.app.baseUrl;
  }

  /** An account with these roles (a fresh id and e-mail unless given) and its access token. */
  async signIn(
    roles: Role[] = ['user'],
    who: { id?: string; email?: string } = {},
  ): Promise<TestUser> {
    const id = who.id ?? randomUUID();
    const email = who.email ?? `${id.slice(0, 8)}@example.com`;
    const token = await this.app.runtime.tokens.issue({ id, email, roles }, randomUUID());
    return { id, email, roles, token };
  }

  /** A JSON request; `who` is a signed-in user or a bare token; an empty answer reads as `{}`. */
  async call(
    method: string,
    path: string,
    body?: unknown,
    who?: TestUser | string,
    headers: Record<string, string> = {},
  ): Promise<TestReply> {
    const token = typeof who === 'string' ? who : who?.token;
    const response = await fetch(new URL(path, this.app.baseUrl), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return reply(response);
  }

  /** A multipart upload of one file (field `file` unless named). */
  async upload(
    path: string,
    file: { data: Buffer; name: string; type: string; field?: string },
    who?: TestUser | string,
    method = 'POST',
  ): Promise<TestReply> {
    const token = typeof who === 'string' ? who : who?.token;
    const form = new FormData();
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
    const response = await fetch(new URL(path, this.app.baseUrl), {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return reply(response);
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.database.drop();
  }
}

async function reply(response: Response): Promise<TestReply> {
  const text = await response.text();
  let body: TestBody = {};
  if (text) {
    try {
      body = JSON.parse(text) as TestBody;
    } catch {
      body = { text };
    }
  }
  const answer = { status: response.status, body } as TestReply;
  // Not enumerable: `expect(reply).toEqual({ status, body })` compares what a spec means.
  Object.defineProperty(answer, 'headers', { value: response.headers, enumerable: false });
  return answer;
}
