import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  describeWhen,
  eventually,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '../testing/index.js';
import { LogSink, ProbeModule } from './observability.test-support.js';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, spans leave the process over OTLP/HTTP; with
 * TRACE_ASYNC_CONTEXT the active span also reaches the log lines a handler writes. This file
 * runs in its own module registry, so its runtime is the first to install tracing.
 */
describeWhen(postgresAvailability(), 'Span export over OTLP/HTTP, with the async context', () => {
  let database: TestDatabase;
  let started: ServiceTestApp;
  let collector: Server;
  const received: { url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const logs = new LogSink();

  beforeAll(async () => {
    // A stand-in OpenTelemetry collector: keeps what it is sent.
    collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase('otlp');
    started = await startServiceTestApp({
      name: 'probe',
      databaseUrl: database.url,
      module: ProbeModule.register(),
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        TRACE_ASYNC_CONTEXT: 'true',
        LOG_LEVEL: 'info',
      },
      logDestination: logs,
    });
  });
  afterAll(async () => {
    await started?.close();
    await database?.drop();
    await new Promise((resolve) => collector?.close(resolve));
  });

  it("exports the request span and the consumer span of its event, in the caller's trace", async () => {
    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    expect(started.runtime.tracing.exportUrl).toMatch(/\/v1\/traces$/);

    const response = await fetch(new URL('/api/probe/deactivations', started.baseUrl), {
      method: 'POST',
      headers: { traceparent },
    });
    expect(response.status).toBe(201);
    const { event } = (await response.json()) as { event: { id: string } };
    await eventually(
      async () => ProbeModule.sightings.some((s) => s.event.id === event.id),
      (seen) => seen,
    );
    const exported = await eventually(
      async () => {
        // The consumer span ends just after the handler returns: flush until it is out too.
        await started.runtime.tracing.flush();
        return received.filter((r) => r.url === '/v1/traces');
      },
      (found) =>
        found.length > 0 &&
        found.some((r) => bodyMentions(r.body, 'identity.user.deactivated process')),
    );
    const body = Buffer.concat(exported.map((r) => r.body));
    // OTLP/HTTP carries ids as hex in JSON or as raw bytes in protobuf.
    expect(body.includes(traceId) || body.includes(Buffer.from(traceId, 'hex'))).toBe(true);
    expect(bodyMentions(body, 'POST /api/probe/deactivations')).toBe(true);
    expect(bodyMentions(body, 'identity.user.deactivated process')).toBe(true);
    expect(bodyMentions(body, 'probe-test')).toBe(true); // service.name
  });

  it('puts the request and trace ids on every line a handler logs', async () => {
    const traceId = randomBytes(16).toString('hex');
    await fetch(new URL('/api/probe/items/z7', started.baseUrl), {
      headers: {
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
        'x-request-id': 'handler-log-0001',
      },
    });
    const line = await eventually(
      async () => logs.lines.find((l) => l.msg === 'probe item served' && l.id === 'z7'),
      (found) => found !== undefined,
    );
    expect(line).toMatchObject({ requestId: 'handler-log-0001', traceId });
  });
});

function bodyMentions(body: Buffer, text: string): boolean {
  return body.includes(Buffer.from(text, 'utf8'));
}
