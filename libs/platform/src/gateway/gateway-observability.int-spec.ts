import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadPlatformConfig } from '../config/platform-config.js';
import { freePort } from '../database/embedded-postgres.js';
import { createHttpApp } from '../http/create-http-app.js';
import { parsePrometheusText, sampleValue } from '../observability/observability.test-support.js';
import { parseTraceparent } from '../observability/trace-context.js';
import { createPlatformRuntime, type PlatformRuntime } from '../runtime/platform-runtime.js';
import { PlatformModule } from '../runtime/platform.module.js';
import { loadGatewayConfig } from './gateway.config.js';
import { installGatewayEdge } from './gateway-edge.js';
import { registerServiceProxies, upstreamOptionsOf } from './proxy-routes.js';
import { SERVICE_ROUTES, type ServiceName } from './service-routes.js';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A stand-in for the services: records what reached it and answers 200. */
async function startUpstream(): Promise<{
  server: Server;
  url: string;
  seen: { url: string; headers: IncomingHttpHeaders }[];
}> {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** The gateway as apps/gateway/src/main.ts builds it, on free ports. */
async function startGateway(urls: Record<ServiceName, string>, env: Record<string, string> = {}) {
  const config = loadPlatformConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gateway-test-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime: PlatformRuntime = createPlatformRuntime(config, {
    name: 'gateway-test',
    withoutDatabase: true,
    embedded: true,
  });
  @Module({ imports: [PlatformModule.forRoot(runtime)] })
  class GatewayTestModule {}
  const app: NestFastifyApplication = await createHttpApp(GatewayTestModule, runtime, {
    multipart: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const gatewayConfig = loadGatewayConfig(env);
  await installGatewayEdge(fastify, runtime, gatewayConfig);
  await registerServiceProxies(fastify, urls, runtime.metrics, upstreamOptionsOf(gatewayConfig));
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

const everyService = (url: string) =>
  Object.fromEntries(Object.keys(SERVICE_ROUTES).map((service) => [service, url])) as Record<
    ServiceName,
    string
  >;

describe('Gateway: request ids, trace context and metrics', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let metricsPort: number;

  beforeAll(async () => {
    upstream = await startUpstream();
    metricsPort = await freePort();
    gateway = await startGateway(everyService(upstream.url), { METRICS_PORT: String(metricsPort) });
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise((resolve) => upstream?.server.close(resolve));
  });

  it('forwards the client request id, and its trace as the parent of the gateway span', async () => {
    const traceId = hex(16);
    const clientSpan = hex(8);
    const requestId = `client-${hex(8)}`;
    const response = await fetch(`${gateway.baseUrl}/api/listings/abc`, {
      headers: { 'x-request-id': requestId, traceparent: `00-${traceId}-${clientSpan}-01` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const reached = upstream.seen.at(-1)!;
    expect(reached.url).toBe('/api/listings/abc');
    expect(reached.headers['x-request-id']).toBe(requestId);
    const forwarded = parseTraceparent(reached.headers.traceparent);
    expect(forwarded?.traceId).toBe(traceId);
    // The service's parent is the gateway's own span, not the client's.
    expect(forwarded?.spanId).not.toBe(clientSpan);
  });

  it('creates a request id and a trace when the client sent none', async () => {
    const response = await fetch(`${gateway.baseUrl}/api/search/listings?category=cars`);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const reached = upstream.seen.at(-1)!;
    expect(reached.headers['x-request-id']).toBe(requestId);
    expect(parseTraceparent(reached.headers.traceparent)).not.toBeNull();
  });

  it('replaces a malformed request id and traceparent instead of passing them on', async () => {
    await fetch(`${gateway.baseUrl}/api/content/settings`, {
      headers: { 'x-request-id': 'bad id!', traceparent: '00-zz-11-01' },
    });
    const reached = upstream.seen.at(-1)!;
    expect(reached.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(parseTraceparent(reached.headers.traceparent)).not.toBeNull();
  });

  it('keeps /metrics off its public port and never proxies it, but serves it on METRICS_PORT', async () => {
    const seenBefore = upstream.seen.length;
    const publicMetrics = await fetch(`${gateway.baseUrl}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('http_requests_total');
    expect(upstream.seen.slice(seenBefore).some((s) => s.url === '/metrics')).toBe(false);

    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const samples = parsePrometheusText(await scraped.text());
    expect(
      sampleValue(samples, 'gateway_upstream_responses_total', {
        upstream: 'listings',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'gateway_upstream_duration_seconds_count', { upstream: 'search' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'http_requests_total', {
        method: 'GET',
        route: '/api/listings/*',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/listings/abc`)).status).toBe(404);
  });

  it('counts what a service that does not answer costs, per service', async () => {
    const down = await startGateway(
      { ...everyService(upstream.url), content: 'http://127.0.0.1:9' },
      { METRICS_TOKEN: 'a-long-enough-metrics-token' },
    );
    try {
      const response = await fetch(`${down.baseUrl}/api/content/settings`);
      expect(response.status).toBe(503);
      expect((await fetch(`${down.baseUrl}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${down.baseUrl}/metrics`, {
        headers: { authorization: 'Bearer a-long-enough-metrics-token' },
      });
      expect(scraped.status).toBe(200);
      const samples = parsePrometheusText(await scraped.text());
      expect(
        sampleValue(samples, 'gateway_upstream_responses_total', {
          upstream: 'content',
          status: String(response.status),
        }),
      ).toBe(1);
    } finally {
      await down.close();
    }
  });
});

describe('Gateway: a service that is down, slow or broken', () => {
  const servers: Server[] = [];
  const gateways: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  /** An upstream whose behaviour the test switches: answer, answer late, or break the connection. */
  async function switchableUpstream() {
    const state = { mode: 'answer' as 'answer' | 'slow' | 'break', requests: 0 };
    const server = createServer((request, response) => {
      state.requests += 1;
      if (state.mode === 'break') return void request.socket.destroy();
      const answer = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      if (state.mode === 'slow') setTimeout(answer, 1_500);
      else answer();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  async function gatewayFor(listingsUrl: string, env: Record<string, string> = {}) {
    const upstream = await startUpstream();
    servers.push(upstream.server);
    const gateway = await startGateway(
      { ...everyService(upstream.url), listings: listingsUrl },
      env,
    );
    gateways.push(gateway);
    return gateway;
  }

  async function envelopeOf(response: Response) {
    const text = await response.text();
    // Nothing of the transport error or the internal address reaches the client.
    expect(text).not.toMatch(/127\.0\.0\.1|ECONN|connect|socket|undici/i);
    return JSON.parse(text) as { error: { code: string; message: string } };
  }

  it('answers 503 with the error envelope when the service refuses connections', async () => {
    const gateway = await gatewayFor('http://127.0.0.1:9');
    const response = await fetch(`${gateway.baseUrl}/api/listings/abc`);
    expect(response.status).toBe(503);
    expect(await envelopeOf(response)).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'This part of the site is temporarily unavailable. Please try again in a moment.',
      },
    });
  });

  it('answers 504 when the service does not answer within UPSTREAM_TIMEOUT_SECONDS', async () => {
    const upstream = await switchableUpstream();
    upstream.state.mode = 'slow';
    const gateway = await gatewayFor(upstream.url, { UPSTREAM_TIMEOUT_SECONDS: '0.3' });
    const started = Date.now();
    const response = await fetch(`${gateway.baseUrl}/api/listings/abc`);
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1_400);
    expect((await envelopeOf(response)).error.code).toBe('GATEWAY_TIMEOUT');
  });

  it('answers 502 when the service breaks the connection', async () => {
    const upstream = await switchableUpstream();
    upstream.state.mode = 'break';
    const gateway = await gatewayFor(upstream.url);
    const response = await fetch(`${gateway.baseUrl}/api/listings/abc`);
    expect(response.status).toBe(502);
    expect((await envelopeOf(response)).error.code).toBe('BAD_GATEWAY');
  });

  it('opens the circuit after consecutive failures: 503 at once without calling the service, then one trial closes it', async () => {
    const upstream = await switchableUpstream();
    upstream.state.mode = 'break';
    const gateway = await gatewayFor(upstream.url, {
      UPSTREAM_BREAKER_FAILURES: '3',
      UPSTREAM_BREAKER_OPEN_SECONDS: '0.5',
    });
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${gateway.baseUrl}/api/listings/abc`)).status).toBe(502);
    expect(upstream.state.requests).toBe(3);

    const refused = await fetch(`${gateway.baseUrl}/api/listings/abc`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await envelopeOf(refused)).error.code).toBe('SERVICE_UNAVAILABLE');
    expect(upstream.state.requests).toBe(3);
    // Other services are not affected by the listings circuit.
    expect((await fetch(`${gateway.baseUrl}/api/search/listings`)).status).toBe(200);

    upstream.state.mode = 'answer';
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await fetch(`${gateway.baseUrl}/api/listings/abc`)).status).toBe(200);
    expect((await fetch(`${gateway.baseUrl}/api/listings/abc`)).status).toBe(200);
    expect(upstream.state.requests).toBe(5);
  });
});
