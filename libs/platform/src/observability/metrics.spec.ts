import { PlatformMetrics } from './metrics.js';
import { parsePrometheusText, sampleValue } from './observability.test-support.js';
import { routeLabel, UNMATCHED_ROUTE } from './http-observability.js';

const envelope = (type: string, occurredAt = new Date().toISOString()) => ({
  id: 'e',
  type,
  version: 1,
  occurredAt,
  data: {},
});

describe('PlatformMetrics', () => {
  const scrape = async (metrics: PlatformMetrics) => parsePrometheusText(await metrics.render());

  it('counts requests per method, route and status, and times them per method and route', async () => {
    const metrics = new PlatformMetrics({ defaultMetrics: false });
    metrics.recordRequest('GET', '/api/listings/:id', 200, 0.004, false);
    metrics.recordRequest('GET', '/api/listings/:id', 200, 0.3, false);
    metrics.recordRequest('GET', '/api/listings/:id', 404, 0.002, false);
    metrics.recordRequest('POST', '/api/listings', 500, 1.2, true);
    const samples = await scrape(metrics);
    expect(
      sampleValue(samples, 'http_requests_total', {
        method: 'GET',
        route: '/api/listings/:id',
        status: '200',
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'http_requests_total', {
        method: 'GET',
        route: '/api/listings/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/listings/:id',
      }),
    ).toBe(3);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_sum', {
        method: 'GET',
        route: '/api/listings/:id',
      }),
    ).toBeCloseTo(0.306);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/listings/:id',
        le: '0.005',
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/listings/:id',
        le: '0.25',
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/listings/:id',
        le: '0.5',
      }),
    ).toBe(3);
    expect(
      sampleValue(samples, 'http_unhandled_errors_total', {
        method: 'POST',
        route: '/api/listings',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'http_unhandled_errors_total', {
        method: 'GET',
        route: '/api/listings/:id',
      }),
    ).toBeUndefined();
  });

  it('writes the request series in the text format prom-client writes for its own metrics', async () => {
    const metrics = new PlatformMetrics({ defaultMetrics: false });
    metrics.recordRequest('GET', '/api/search/listings', 200, 0.0025, false);
    metrics.recordRequest('GET', '/api/search/listings', 200, 42, false);
    const text = await metrics.render();
    expect(text).toContain('# TYPE http_requests_total counter\n');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram\n');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/search/listings",status="200"} 2\n',
    );
    // 0.0025 falls in its own bucket (le is inclusive); 42 s only in +Inf.
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/search/listings"} 0\n',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.0025",method="GET",route="/api/search/listings"} 1\n',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/search/listings"} 1\n',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/search/listings"} 2\n',
    );
    expect(text).toContain(
      'http_request_duration_seconds_sum{method="GET",route="/api/search/listings"} 42.0025\n',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/search/listings"} 2\n',
    );
  });

  it('labels a request by its route template, or one placeholder when no route matched', () => {
    expect(routeLabel({ routeOptions: { url: '/api/listings/:id' } } as never)).toBe(
      '/api/listings/:id',
    );
    expect(routeLabel({ routeOptions: { url: undefined } } as never)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ routeOptions: undefined } as never)).toBe(UNMATCHED_ROUTE);
  });

  it('reports what the outbox relay published, refused, and how long events waited', async () => {
    const metrics = new PlatformMetrics({ defaultMetrics: false });
    const twoSecondsAgo = new Date(Date.now() - 2_000).toISOString();
    metrics.outboxObserver.published('listings', [
      envelope('listings.listing.published', twoSecondsAgo),
      envelope('listings.listing.updated'),
    ]);
    metrics.outboxObserver.published('listings', [envelope('listings.listing.updated')]);
    metrics.outboxObserver.failed(
      'identity',
      [envelope('identity.user.registered')],
      new Error('broker down'),
    );
    const samples = await scrape(metrics);
    expect(
      sampleValue(samples, 'outbox_published_events_total', {
        schema: 'listings',
        type: 'listings.listing.updated',
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'outbox_published_events_total', {
        schema: 'listings',
        type: 'listings.listing.published',
      }),
    ).toBe(1);
    expect(sampleValue(samples, 'outbox_publish_failures_total', { schema: 'identity' })).toBe(1);
    expect(sampleValue(samples, 'outbox_publish_delay_seconds_count', { schema: 'listings' })).toBe(
      3,
    );
    expect(
      sampleValue(samples, 'outbox_publish_delay_seconds_bucket', { schema: 'listings', le: '1' }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'outbox_publish_delay_seconds_sum', { schema: 'listings' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('reads outbox lag, pools and consumer lag at scrape time, and skips a source that fails', async () => {
    const metrics = new PlatformMetrics({ defaultMetrics: false });
    let reads = 0;
    metrics.watchOutbox('listings', async () => (reads++, { pending: 4, oldestAgeMs: 2_500 }));
    metrics.watchOutbox('search', async () => ({ pending: 0, oldestAgeMs: null }));
    metrics.watchOutbox('broken', async () => Promise.reject(new Error('database down')));
    metrics.watchPool('listings', () => ({ total: 5, idle: 2, waiting: 3 }));
    metrics.watchPool('closed', () => null);
    metrics.watchConsumerLag(async () => [
      { group: 'search-listings', topic: 'listings.listing.published', lag: 7 },
    ]);
    metrics.watchConsumerLag(async () => Promise.reject(new Error('broker down')));
    const samples = await scrape(metrics);
    expect(reads).toBe(1); // both outbox gauges share one reading
    expect(sampleValue(samples, 'outbox_pending_events', { schema: 'listings' })).toBe(4);
    expect(sampleValue(samples, 'outbox_oldest_pending_age_seconds', { schema: 'listings' })).toBe(
      2.5,
    );
    expect(sampleValue(samples, 'outbox_oldest_pending_age_seconds', { schema: 'search' })).toBe(0);
    expect(sampleValue(samples, 'outbox_pending_events', { schema: 'broken' })).toBeUndefined();
    expect(
      sampleValue(samples, 'db_pool_connections', { schema: 'listings', state: 'in_use' }),
    ).toBe(3);
    expect(sampleValue(samples, 'db_pool_connections', { schema: 'listings', state: 'idle' })).toBe(
      2,
    );
    expect(sampleValue(samples, 'db_pool_waiting_clients', { schema: 'listings' })).toBe(3);
    expect(samples.some((s) => s.labels.schema === 'closed')).toBe(false);
    expect(
      sampleValue(samples, 'event_consumer_lag', {
        group: 'search-listings',
        topic: 'listings.listing.published',
      }),
    ).toBe(7);
    expect((await scrape(metrics)).length).toBe(samples.length);
    expect(reads).toBe(2);
  });

  it('counts event handlings per group and type, failures apart', async () => {
    const metrics = new PlatformMetrics({ defaultMetrics: false });
    metrics.recordEventHandling('notifications-identity', 'identity.user.registered', 0.01, true);
    metrics.recordEventHandling('notifications-identity', 'identity.user.registered', 0.02, false);
    metrics.recordEventHandling('notifications-identity', 'identity.user.registered', 0.01, true);
    const samples = await scrape(metrics);
    const labels = { group: 'notifications-identity', type: 'identity.user.registered' };
    expect(sampleValue(samples, 'events_handled_total', labels)).toBe(2);
    expect(sampleValue(samples, 'events_failed_total', labels)).toBe(1);
    expect(sampleValue(samples, 'event_handling_duration_seconds_count', labels)).toBe(3);
  });

  it('includes the process metrics by default', async () => {
    const samples = await scrape(new PlatformMetrics());
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(samples.some((s) => s.name === name)).toBe(true);
    }
  });
});
