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
  /** The answer as sent (a CSV, an SVG, a page). */
  text: string;
}

/** A signed-in account: its bearer token was issued by the app's own keys. */
export interface TestUser {
  id: string;
  email: string;
  roles: Role[];
  token: string;
}

/** Who makes a request: a signed-in user (or anything carrying its token), or a bare token. */
export type TestCaller = Pick<TestUser, 'token'> | string;

/** One file of a multipart upload; `data` may be text (a CSV) or bytes. */
export interface TestUploadFile {
  data: Buffer | string;
  name: string;
  type: string;
  /** The form field (`file` unless named). */
  field?: string;
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
    private started: ServiceTestApp,
    private readonly options: HttpTestHarnessOptions,
  ) {}

  static async start(options: HttpTestHarnessOptions): Promise<HttpTestHarness> {
    const database = await createTestDatabase(options.name.replace(/[^a-z0-9_]/gi, '_'));
    try {
      const app = await HttpTestHarness.startApp(database, options);
      return new HttpTestHarness(database, app, options);
    } catch (error) {
      await database.drop();
      throw error;
    }
  }

  private static startApp(database: TestDatabase, options: HttpTestHarnessOptions) {
    return startServiceTestApp({
      name: options.name,
      databaseUrl: database.url,
      module: options.module,
      env: options.env,
      logDestination: options.logDestination,
      beforeStart: async (runtime) => {
        await options.beforeStart?.(runtime);
      },
    });
  }

  get app(): ServiceTestApp {
    return this.started;
  }

  /** Stops the app (as a crash or deploy would) but keeps its database, to start it again. */
  async stopApp(): Promise<void> {
    await this.started.close();
  }

  /** Starts the app again on the same database after `stopApp`. */
  async startAgain(): Promise<void> {
    this.started = await HttpTestHarness.startApp(this.database, this.options);
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

  /**
   * A JSON request (a form when `body` is a URLSearchParams, the exact bytes when it is a
   * Buffer); `who` is a signed-in user or a bare token; an empty answer reads as `{}`.
   */
  async call(
    method: string,
    path: string,
    body?: unknown,
    who?: TestCaller,
    headers: Record<string, string> = {},
  ): Promise<TestReply> {
    const token = typeof who === 'string' ? who : who?.token;
    // A URLSearchParams body goes as a form (fetch sets its content type), bytes as they are
    // (the caller names their type), anything else as JSON.
    const raw = body instanceof URLSearchParams || body instanceof Uint8Array;
    const response = await fetch(new URL(path, this.app.baseUrl), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: raw ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    return reply(response);
  }

  /** A multipart upload of one file or several (field `file` unless named). */
  async upload(
    path: string,
    file: TestUploadFile | TestUploadFile[],
    who?: TestCaller,
    method = 'POST',
  ): Promise<TestReply> {
    const token = typeof who === 'string' ? who : who?.token;
    const form = new FormData();
    for (const one of Array.isArray(file) ? file : [file])
      form.append(
        one.field ?? 'file',
        new Blob([typeof one.data === 'string' ? one.data : new Uint8Array(one.data)], {
          type: one.type,
        }),
        one.name,
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
  Object.defineProperty(answer, 'text', { value: text, enumerable: false });
  return answer;
}
