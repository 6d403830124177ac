import { randomBytes } from 'node:crypto';
import type { ServiceEvents } from '../runtime/service-events.js';
import {
  createTestDatabase,
  describeWhen,
  eventually,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '../testing/index.js';
import {
  LogSink,
  parsePrometheusText,
  PROBE_EVENTS,
  PROBE_GROUP,
  PROBE_SCHEMA,
  ProbeModule,
  type Sample,
  sampleValue,
} from './observability.test-support.js';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

describeWhen(postgresAvailability(), 'Observability of a service process', () => {
  let database: TestDatabase;
  let started: ServiceTestApp;
  const logs = new LogSink();

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, started.baseUrl), { headers });
  async function scrape(): Promise<Sample[]> {
    const response = await get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await response.text());
  }
  const requests = (samples: Sample[], labels: Record<string, string>) =>
    sampleValue(samples, 'http_requests_total', labels) ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase('observability');
    started = await startServiceTestApp({
      name: 'probe',
      databaseUrl: database.url,
      module: ProbeModule.register(),
      env: { LOG_LEVEL: 'info' },
      logDestination: logs,
    });
  });
  afterAll(async () => {
    await started?.close();
    await database?.drop();
  });

  it('counts requests by route template, method and status, and times them in buckets', async () => {
    const route = '/api/probe/items/:id';
    const before = await scrape();
    for (const id of ['a1', 'b2', 'c3'])
      expect((await get(`/api/probe/items/${id}`)).status).toBe(200);
    expect((await get('/api/probe/items/missing')).status).toBe(404);

    const after = await scrape();
    expect(
      requests(after, { method: 'GET', route, status: '200' }) -
        requests(before, { method: 'GET', route, status: '200' }),
    ).toBe(3);
    expect(
      requests(after, { method: 'GET', route, status: '404' }) -
        requests(before, { method: 'GET', route, status: '404' }),
    ).toBe(1);
    // Never the raw URL as a label.
    expect(
      after.some((s) =>
        Object.values(s.labels).some((v) => v.includes('a1') || v.includes('missing')),
      ),
    ).toBe(false);

    const count = (samples: Sample[]) =>
      sampleValue(samples, 'http_request_duration_seconds_count', { method: 'GET', route }) ?? 0;
    expect(count(after) - count(before)).toBe(4);
    const buckets = after.filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === route,
    );
    expect(buckets.map((s) => s.labels.le)).toEqual([
      '0.001',
      '0.0025',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    // Cumulative buckets: each holds at least the one before, +Inf holds them all.
    buckets.reduce(
      (previous, bucket) => (expect(bucket.value).toBeGreaterThanOrEqual(previous), bucket.value),
      0,
    );
    expect(buckets.at(-1)!.value).toBe(count(after));
  });

  it('puts every unknown URL under one route label, however many there are', async () => {
    for (let i = 0; i < 25; i++)
      expect((await get(`/api/no-such-thing/${hex(6)}?q=${i}`)).status).toBe(404);
    const samples = await scrape();
    const routes = new Set(
      samples.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route),
    );
    expect(routes).toContain('(unmatched)');
    expect([...routes].filter((r) => r.includes('no-such-thing'))).toEqual([]);
    expect(
      requests(samples, { method: 'GET', route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(25);
  });

  it('counts a request that failed unexpectedly as a 500 and an unhandled error', async () => {
    const before = await scrape();
    const response = await get('/api/probe/boom');
    expect(response.status).toBe(500);
    const after = await scrape();
    const labels = { method: 'GET', route: '/api/probe/boom' };
    expect(
      requests(after, { ...labels, status: '500' }) -
        requests(before, { ...labels, status: '500' }),
    ).toBe(1);
    expect(
      (sampleValue(after, 'http_unhandled_errors_total', labels) ?? 0) -
        (sampleValue(before, 'http_unhandled_errors_total', labels) ?? 0),
    ).toBe(1);
    // A deliberate 404 is no unhandled error.
    expect(
      sampleValue(after, 'http_unhandled_errors_total', {
        method: 'GET',
        route: '/api/probe/items/:id',
      }),
    ).toBeUndefined();
  });

  it('serves process metrics and the database pool of the service schema', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    const idle = sampleValue(samples, 'db_pool_connections', {
      schema: PROBE_SCHEMA,
      state: 'idle',
    });
    const inUse = sampleValue(samples, 'db_pool_connections', {
      schema: PROBE_SCHEMA,
      state: 'in_use',
    });
    // Migrations and the relay have opened connections; the pool holds at most DATABASE_POOL_SIZE (5).
    expect(idle! + inUse!).toBeGreaterThanOrEqual(1);
    expect(idle! + inUse!).toBeLessThanOrEqual(5);
    expect(sampleValue(samples, 'db_pool_waiting_clients', { schema: PROBE_SCHEMA })).toBe(0);
  });

  it('shows no query waiting for a connection on an idle service, scrape after scrape', async () => {
    // The scrape's own outbox query once showed up as a waiting client on every idle scrape.
    const waiting: (number | undefined)[] = [];
    for (let i = 0; i < 10; i++)
      waiting.push(
        sampleValue(await scrape(), 'db_pool_waiting_clients', { schema: PROBE_SCHEMA }),
      );
    expect(waiting).toEqual(Array(10).fill(0));
  });

  it('shows connections held by work in progress as in use', async () => {
    const events = started.app.get<ServiceEvents>(PROBE_EVENTS);
    const inUse = async () =>
      sampleValue(await scrape(), 'db_pool_connections', {
        schema: PROBE_SCHEMA,
        state: 'in_use',
      }) ?? -1;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transactions = [0, 1].map(() => events.database.transaction(() => held));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The two held transactions at least (the relay's poll may hold a third for a moment).
    expect(await inUse()).toBeGreaterThanOrEqual(2);
    release();
    await Promise.all(transactions);
  });

  it('shows a pending event as outbox lag, and none once the relay has published it', async () => {
    const events = started.app.get<ServiceEvents>(PROBE_EVENTS);
    const published = async () =>
      sampleValue(await scrape(), 'outbox_published_events_total', {
        schema: PROBE_SCHEMA,
        type: 'identity.user.deactivated',
      }) ?? 0;
    const publishedBefore = await published();
    await events.stop(); // the relay: the event stays in the outbox
    const response = await fetch(new URL('/api/probe/deactivations', started.baseUrl), {
      method: 'POST',
    });
    expect(response.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 150));

    const pending = await scrape();
    expect(sampleValue(pending, 'outbox_pending_events', { schema: PROBE_SCHEMA })).toBe(1);
    expect(
      sampleValue(pending, 'outbox_oldest_pending_age_seconds', { schema: PROBE_SCHEMA }),
    ).toBeGreaterThanOrEqual(0.1);

    events.start();
    const drained = await eventually(
      scrape,
      (s) => sampleValue(s, 'outbox_pending_events', { schema: PROBE_SCHEMA }) === 0,
    );
    expect(sampleValue(drained, 'outbox_pending_events', { schema: PROBE_SCHEMA })).toBe(0);
    expect(
      sampleValue(drained, 'outbox_oldest_pending_age_seconds', { schema: PROBE_SCHEMA }),
    ).toBe(0);
    expect(await published()).toBe(publishedBefore + 1);
    expect(
      sampleValue(drained, 'outbox_publish_delay_seconds_count', { schema: PROBE_SCHEMA }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('carries the request id and trace of a request into its event, to the consumer and on to the events it records', async () => {
    const traceId = hex(16);
    const requestId = `req-${hex(8)}`;
    const response = await fetch(new URL('/api/probe/deactivations', started.baseUrl), {
      method: 'POST',
      headers: { 'x-request-id': requestId, traceparent: `00-${traceId}-${hex(8)}-01` },
    });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const { event } = (await response.json()) as {
      event: { id: string; traceId: string; traceparent: string; requestId: string };
    };
    expect(event).toMatchObject({ traceId, requestId });
    expect(event.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-0[01]$`));

    const sightings = await eventually(
      async () => ProbeModule.sightings.filter((s) => s.event.id === event.id),
      (found) => found.length === 1,
    );
    expect(sightings).toHaveLength(1);
    const [{ event: consumed, followUp }] = sightings;
    expect(consumed).toMatchObject({ traceId, traceparent: event.traceparent, requestId });
    // The consumer works in the same trace, in a span of its own: the event it records names that span.
    expect(followUp).toMatchObject({ type: 'identity.user.activated', traceId, requestId });
    const consumerSpan = followUp.traceparent!.split('-')[2];
    expect(consumerSpan).not.toBe(event.traceparent.split('-')[2]);

    // The consumer's log line carries the same ids.
    const handled = await eventually(
      async () => logs.lines.find((l) => l.msg === 'event handled' && l.eventId === event.id),
      (line) => line !== undefined,
    );
    expect(handled).toMatchObject({
      group: PROBE_GROUP,
      type: 'identity.user.deactivated',
      traceId,
      requestId,
      spanId: consumerSpan,
    });

    const samples = await eventually(
      scrape,
      (s) =>
        (sampleValue(s, 'events_handled_total', {
          group: PROBE_GROUP,
          type: 'identity.user.deactivated',
        }) ?? 0) >= 1,
    );
    expect(
      sampleValue(samples, 'events_handled_total', {
        group: PROBE_GROUP,
        type: 'identity.user.deactivated',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'event_handling_duration_seconds_count', {
        group: PROBE_GROUP,
        type: 'identity.user.deactivated',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'event_consumer_lag', {
        group: PROBE_GROUP,
        topic: 'identity.user.deactivated',
      }),
    ).toBe(0);
  });

  it('gives an event recorded with an unknown request id that id, and no trace of another request', async () => {
    const events = started.app.get<ServiceEvents>(PROBE_EVENTS);
    const envelope = await events.database.transaction((manager) =>
      events.outbox.add(
        manager,
        'identity.user.deleted',
        { userId: '6f1c1e0e-8a7b-4d7e-9c1b-2f9b8a7c6d5e', byUserId: null },
        { requestId: 'job-00000001' },
      ),
    );
    expect(envelope.requestId).toBe('job-00000001');
    expect(envelope.traceId).toBeUndefined();
  });

  it('writes one JSON line per request with request id, trace id, route, status and duration', async () => {
    const requestId = `log-${hex(8)}`;
    const traceId = hex(16);
    await get('/api/probe/items/x9?secret=1', {
      'x-request-id': requestId,
      traceparent: `00-${traceId}-${hex(8)}-01`,
      authorization: 'Bearer not-logged',
    });
    const line = await eventually(
      async () =>
        logs.lines.find((l) => l.requestId === requestId && l.msg === 'request completed'),
      (found) => found !== undefined,
    );
    expect(line).toMatchObject({
      service: 'probe-test',
      requestId,
      traceId,
      method: 'GET',
      route: '/api/probe/items/:id',
      path: '/api/probe/items/x9',
      status: 200,
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(logs.lines.filter((l) => l.requestId === requestId)).toHaveLength(1);
    expect(JSON.stringify(logs.lines)).not.toContain('not-logged');
  });

  it('never lists /metrics itself, and keeps it off the /api routes the gateway proxies', async () => {
    await scrape();
    const samples = await scrape();
    expect(
      samples.filter((s) => s.name === 'http_requests_total' && s.labels.route === '/metrics'),
    ).toEqual([]);
    expect((await get('/api/metrics')).status).toBe(404);
  });
});
