import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Controller, Get, Header, Module, Query, Res } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { loadPlatformConfig } from '../config/platform-config.js';
import { createHttpApp } from '../http/create-http-app.js';
import { createPlatformRuntime } from '../runtime/platform-runtime.js';
import { PlatformModule } from '../runtime/platform.module.js';
import { loadGatewayConfig } from './gateway.config.js';
import { installGatewayEdge } from './gateway-edge.js';

const bigBody = (n: number) =>
  JSON.stringify({
    items: Array.from({ length: n }, (_, i) => ({ id: i, title: `Vehicle number ${i}` })),
  });

@Controller('things')
class ThingsController {
  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  list(@Query('n') n = '200'): string {
    return bigBody(Number(n));
  }

  /** As the gateway's proxies answer: a stream of JSON. */
  @Get('stream')
  stream(@Res() reply: FastifyReply) {
    return reply
      .header('content-type', 'application/json')
      .send(Readable.from([bigBody(100), '\n']));
  }
}

describe('Gateway edge: compressed answers', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const config = loadPlatformConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'compress-test-')),
      LOG_LEVEL: 'silent',
    });
    const runtime = createPlatformRuntime(config, {
      name: 'compress-test',
      withoutDatabase: true,
      embedded: true,
    });
    @Module({ imports: [PlatformModule.forRoot(runtime)], controllers: [ThingsController] })
    class CompressTestModule {}
    app = await createHttpApp(CompressTestModule, runtime, { multipart: false });
    await installGatewayEdge(
      app.getHttpAdapter().getInstance(),
      runtime,
      loadGatewayConfig({ RATE_LIMIT_PER_MINUTE: '10000' }),
    );
    runtime.publicAnswers.register('/api/things', () => 1);
    await app.init();
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = await app.getUrl();
    close = async () => {
      await app.close();
      await runtime.close();
    };
  });
  afterAll(() => close?.());

  /** node:http, so the body arrives as sent (fetch would decompress it). */
  async function raw(pathAndQuery: string, acceptEncoding: string) {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        request(
          `${baseUrl}${pathAndQuery}`,
          { headers: { 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
          .on('error', reject)
          .end();
      },
    );
  }

  it('sends JSON over 1 KiB with brotli or gzip as accepted, and the same answer when replayed', async () => {
    const expected = bigBody(200);
    for (let i = 0; i < 2; i++) {
      const br = await raw('/api/things?n=200', 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(expected.length / 3);
      expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    }
    const gz = await raw('/api/things?n=200', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(expected);
    const plain = await raw('/api/things?n=200', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(expected);
  });

  it('leaves small answers alone and compresses streamed ones', async () => {
    const small = await raw('/api/things?n=1', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).items).toHaveLength(1);
    const streamed = await raw('/api/things/stream', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(streamed.body).toString()).items).toHaveLength(100);
  });
});
