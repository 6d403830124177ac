import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Controller, Get, Header, Module, Query } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadPlatformConfig } from '../config/platform-config.js';
import { SearchBusyError } from '../http/app-errors.js';
import { createHttpApp } from '../http/create-http-app.js';
import { createPlatformRuntime } from '../runtime/platform-runtime.js';
import { PlatformModule } from '../runtime/platform.module.js';
import { loadGatewayConfig } from './gateway.config.js';
import { installGatewayEdge } from './gateway-edge.js';

/** What the stand-in source answers and how often it was asked. */
const source = { version: 1 as number | null, calls: 0, status: 200 };

@Controller('things')
class ThingsController {
  @Get()
  @Header('cache-control', 'public, max-age=15')
  @Header('content-type', 'application/json; charset=utf-8')
  list(@Query('q') q = ''): string {
    source.calls++;
    if (source.status !== 200) throw new SearchBusyError();
    return JSON.stringify({ q, version: source.version, call: source.calls });
  }
}

/** An app with the gateway edge in front of the stand-in source, as the embedded marketplace builds it. */
async function startApp(rateLimitPerMinute: number) {
  const config = loadPlatformConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'answers-test-')),
    LOG_LEVEL: 'silent',
  });
  const runtime = createPlatformRuntime(config, {
    name: 'answers-test',
    withoutDatabase: true,
    embedded: true,
  });
  @Module({ imports: [PlatformModule.forRoot(runtime)], controllers: [ThingsController] })
  class AnswersTestModule {}
  const app: NestFastifyApplication = await createHttpApp(AnswersTestModule, runtime, {
    multipart: false,
  });
  await installGatewayEdge(
    app.getHttpAdapter().getInstance(),
    runtime,
    loadGatewayConfig({ RATE_LIMIT_PER_MINUTE: String(rateLimitPerMinute) }),
  );
  runtime.publicAnswers.register('/api/things', () => source.version);
  await app.init();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: await app.getUrl(),
    async close() {
      await app.close();
      await runtime.close();
    },
  };
}

describe('Gateway edge: replayed public answers', () => {
  let server: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    server = await startApp(10_000);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    source.version = 1;
    source.status = 200;
  });

  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/things${query}`, { headers });

  it('replays a repeated anonymous GET with the same body and headers, and a fresh request id', async () => {
    const first = await get('?q=a');
    const firstBody = await first.text();
    const calls = source.calls;
    const second = await get('?q=a');
    expect(source.calls).toBe(calls); // not asked again
    expect(await second.text()).toBe(firstBody);
    for (const name of [
      'content-type',
      'cache-control',
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
    ])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('asks the source again once its version moves, for another URL, and with credentials', async () => {
    await get('?q=b');
    let calls = source.calls;
    source.version = 2;
    expect(JSON.parse(await (await get('?q=b')).text()).version).toBe(2);
    expect(source.calls).toBe(++calls);
    await get('?q=b&x=1');
    expect(source.calls).toBe(++calls);
    await get('?q=b', { authorization: 'Bearer not-a-token' });
    expect(source.calls).toBe(++calls);
    await get('?q=b'); // the kept one, under version 2
    expect(source.calls).toBe(calls);
  });

  it('never replays while the source cannot vouch for its answers, nor keeps failures', async () => {
    source.version = null;
    await get('?q=c');
    await get('?q=c');
    const calls = source.calls;
    await get('?q=c');
    expect(source.calls).toBe(calls + 1);
    source.version = 3;
    source.status = 503;
    expect((await get('?q=d')).status).toBe(503);
    source.status = 200;
    expect((await get('?q=d')).status).toBe(200);
    expect(source.calls).toBe(calls + 3);
  });

  it('still counts replayed answers against the rate limit, and the 429 carries the security headers', async () => {
    const strict = await startApp(3);
    let limited: Response | null = null;
    let answered = 0;
    try {
      for (let i = 0; i < 10 && !limited; i++) {
        const response = await fetch(`${strict.baseUrl}/api/things?q=e`);
        if (response.status === 429) limited = response;
        else answered++;
      }
    } finally {
      await strict.close();
    }
    expect(answered).toBe(3); // the first asked the source, two were replayed, the fourth is over
    expect(limited).not.toBeNull();
    expect(limited!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited!.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(((await limited!.json()) as { error: { code: string } }).error.code).toBe(
      'RATE_LIMITED',
    );
  });
});
