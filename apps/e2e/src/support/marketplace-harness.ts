import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMarketplace, type RunningMarketplace } from '@market/marketplace-app';
import { createTestDatabase, type TestDatabase } from '@market/platform/testing';

export interface Harness {
  marketplace: RunningMarketplace;
  url: string;
  api: ApiClient;
  /** The app's DATA_DIR (its generated JWT keys are under keys/). */
  dataDir: string;
  stop(): Promise<void>;
}

/** The whole marketplace in this process, on a fresh database and a free port. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const database: TestDatabase = await createTestDatabase('e2e');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
  const marketplace = await startEmbeddedMarketplace({
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
    KAFKA_BROKERS: '',
    REDIS_URL: '',
    SMTP_URL: '',
    // Suites start from an empty marketplace; the demo's own suite asks for it.
    SEED_DEMO: 'false',
    ...env,
  });
  return {
    marketplace,
    url: marketplace.url,
    api: new ApiClient(marketplace.url),
    dataDir,
    async stop() {
      await marketplace.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  cookie?: string;
}

/** A small HTTP client that keeps the refresh cookie like a browser would. */
export class ApiClient {
  cookie: string | undefined;
  accessToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  session(): ApiClient {
    return new ApiClient(this.baseUrl);
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (the SPA's HTML)
    }
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
      cookie: setCookie ?? undefined,
    };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  patch<T = any>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body);
  }
  put<T = any>(path: string, body: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async signIn(email: string, password: string): Promise<ApiResponse> {
    const response = await this.post('/api/auth/sign-in', { email, password });
    if (response.status === 200) this.accessToken = response.body.accessToken;
    return response;
  }

  /** Waits for a mail to reach the dev mailbox and answers its first link. */
  async mailLink(to: string, subjectPart: RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { body } = await this.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mail = body?.items?.find((m: { subject: string }) => subjectPart.test(m.subject));
      if (mail) return mail.links.find((l: string) => l.includes('token=')) ?? mail.links[0];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No mail matching ${subjectPart} reached ${to} within ${timeoutMs} ms`);
  }
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

/** docs/openapi.json as committed: what /api/docs/openapi.json must serve. */
export function committedOpenApi(): unknown {
  return JSON.parse(readFileSync(path.resolve(process.cwd(), 'docs/openapi.json'), 'utf8'));
}
