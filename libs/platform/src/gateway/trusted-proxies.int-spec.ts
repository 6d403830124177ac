import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Module } from '@nestjs/common';
import { loadPlatformConfig } from '../config/platform-config.js';
import { createHttpApp } from '../http/create-http-app.js';
import { createPlatformRuntime } from '../runtime/platform-runtime.js';
import { PlatformModule } from '../runtime/platform.module.js';
import { loadGatewayConfig } from './gateway.config.js';
import { installGatewayEdge } from './gateway-edge.js';
import { registerServiceProxies } from './proxy-routes.js';
import { SERVICE_ROUTES, type ServiceName } from './service-routes.js';

/** Records the headers that reach "the services". */
async function startUpstream(): Promise<{
  server: Server;
  url: string;
  seen: IncomingHttpHeaders[];
}> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function startGateway(upstream: string, env: Record<string, string>) {
  const config = loadPlatformConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gateway-proxies-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = createPlatformRuntime(config, {
    name: 'gateway-test',
    withoutDatabase: true,
    embedded: true,
  });
  @Module({ imports: [PlatformModule.forRoot(runtime)] })
  class GatewayTestModule {}
  const app = await createHttpApp(GatewayTestModule, runtime, { multipart: false });
  const fastify = app.getHttpAdapter().getInstance();
  await installGatewayEdge(
    fastify,
    runtime,
    loadGatewayConfig({ AUTH_RATE_LIMIT_PER_15_MINUTES: '3' }),
  );
  const urls = Object.fromEntries(
    Object.keys(SERVICE_ROUTES).map((service) => [service, upstream]),
  ) as Record<ServiceName, string>;
  await registerServiceProxies(fastify, urls);
  await app.init();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: await app.getUrl(),
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
}

describe('Gateway: the client address behind TRUSTED_PROXIES', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    await new Promise((resolve) => upstream?.server.close(resolve));
  });

  const signIn = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: '{}',
    });

  it('believes no forwarded header by default: rotating X-Forwarded-For neither dodges the limit nor reaches the services', async () => {
    const gateway = await startGateway(upstream.url, {});
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i += 1)
        statuses.push((await signIn(gateway.url, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(upstream.seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
    } finally {
      await gateway.close();
    }
  });

  it('takes the address a trusted proxy appended, never one the client wrote before it', async () => {
    const gateway = await startGateway(upstream.url, { TRUSTED_PROXIES: '127.0.0.1/32' });
    try {
      // The client forged 198.51.100.9; the proxy (this loopback hop) appended what it saw.
      expect((await signIn(gateway.url, '198.51.100.9, 203.0.113.50')).status).toBe(200);
      expect(upstream.seen.at(-1)?.['x-forwarded-for']).toBe('203.0.113.50');
      // Each client behind the proxy has its own budget.
      for (let i = 1; i <= 3; i += 1)
        expect((await signIn(gateway.url, '203.0.113.60')).status).toBe(200);
      expect((await signIn(gateway.url, '203.0.113.60')).status).toBe(429);
      expect((await signIn(gateway.url, '203.0.113.61')).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => loadPlatformConfig({ TRUSTED_PROXIES: '10.0.0.0/8, everyone' })).toThrow(
      /TRUSTED_PROXIES: must be comma-separated/,
    );
    expect(
      loadPlatformConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8, fd00::/8' }).TRUSTED_PROXIES,
    ).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
  });
});
