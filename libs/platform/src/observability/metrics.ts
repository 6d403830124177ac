import type { DeadLetterObserver } from '../messaging/dead-letters.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventEnvelope } from '@market/contracts';
import type { ConsumerLag } from '../messaging/event-bus.port.js';
import type { OutboxLag, OutboxRelayObserver } from '../messaging/outbox-relay.js';
import { HttpRequestMetrics } from './http-request-metrics.js';

/** Latency buckets in seconds: the hot reads answer in 1-5 ms, uploads and VIN decodes take up to seconds. */
export const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
/** An event waits in the outbox for the relay's poll (250 ms) or a backoff (up to 30 s). */
const DELAY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
/** A scrape never waits longer than this for a database or broker that does not answer. */
const SOURCE_TIMEOUT_MS = 2_000;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The process's Prometheus registry and every metric the platform records. One per
 * process (the runtime owns it), so the embedded marketplace serves one /metrics for all
 * the modules it hosts; labels such as `schema` and `group` tell them apart.
 *
 * Labels are bounded by construction: routes are templates, never raw URLs; schemas, event
 * types and consumer groups come from code; upstreams from the gateway's routing table.
 * No metric has a `service` label: Prometheus adds it per target.
 */
export class PlatformMetrics {
  readonly registry = new Registry();

  private readonly httpRequests = new HttpRequestMetrics(this.registry, LATENCY_BUCKETS);
  private readonly httpUnhandled = new Counter({
    name: 'http_unhandled_errors_total',
    help: 'Requests that failed with an unexpected exception (answered 500), by method and route template',
    labelNames: ['method', 'route'] as const,
    registers: [this.registry],
  });

  private readonly outboxPublished = new Counter({
    name: 'outbox_published_events_total',
    help: 'Events the outbox relay handed to the bus, by schema and event type',
    labelNames: ['schema', 'type'] as const,
    registers: [this.registry],
  });
  private readonly outboxFailures = new Counter({
    name: 'outbox_publish_failures_total',
    help: 'Outbox batches the bus refused (retried with backoff), by schema',
    labelNames: ['schema'] as const,
    registers: [this.registry],
  });
  private readonly outboxDelay = new Histogram({
    name: 'outbox_publish_delay_seconds',
    help: 'Time from recording an event to its publication, by schema',
    labelNames: ['schema'] as const,
    buckets: DELAY_BUCKETS,
    registers: [this.registry],
  });
  private readonly outboxSources = new Map<string, () => Promise<OutboxLag>>();
  private outboxReading?: Promise<Map<string, OutboxLag>>;

  private readonly eventsHandled = new Counter({
    name: 'events_handled_total',
    help: 'Events a consumer group handled successfully, by group and event type',
    labelNames: ['group', 'type'] as const,
    registers: [this.registry],
  });
  private readonly eventsFailed = new Counter({
    name: 'events_failed_total',
    help: 'Event handlings that threw (the event is redelivered), by group and event type',
    labelNames: ['group', 'type'] as const,
    registers: [this.registry],
  });
  private readonly deadLettersParked = new Counter({
    name: 'events_dead_lettered_total',
    help: 'Events a consumer gave up on and parked in its dead letters (invalid payload, or failures up to the attempt cap), by schema, group, type and reason',
    labelNames: ['schema', 'group', 'type', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly eventDuration = new Histogram({
    name: 'event_handling_duration_seconds',
    help: 'Time a consumer group took to handle an event, by group and event type',
    labelNames: ['group', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly consumerLagSources: (() => Promise<ConsumerLag[]>)[] = [];

  private readonly poolSources = new Map<string, () => PoolStats | null>();
  /** The pools as they were when the scrape began (see `render`). */
  private poolSnapshot?: Map<string, PoolStats>;

  private readonly upstreamDuration = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Gateway: time until the service proxied to answered (response headers), by upstream service',
    labelNames: ['upstream'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly upstreamResponses = new Counter({
    name: 'gateway_upstream_responses_total',
    help: 'Gateway: responses proxied from each service (5xx from the gateway when it did not answer), by upstream service and status',
    labelNames: ['upstream', 'status'] as const,
    registers: [this.registry],
  });

  /** What the outbox relays report; given to each relay the process runs. */
  readonly outboxObserver: OutboxRelayObserver = {
    published: (schema: string, events: EventEnvelope[]) => {
      const now = Date.now();
      for (const event of events) {
        this.outboxPublished.inc({ schema, type: event.type });
        const occurred = Date.parse(event.occurredAt);
        if (Number.isFinite(occurred))
          this.outboxDelay.observe({ schema }, Math.max(0, now - occurred) / 1000);
      }
    },
    failed: (schema: string) => this.outboxFailures.inc({ schema }),
  };

  /** Told of every event a consumer parks (each service's ServiceEvents reports here). */
  readonly deadLetterObserver: DeadLetterObserver = {
    parked: (schema, group, type, reason) =>
      this.deadLettersParked.inc({ schema, group, type, reason }),
  };

  constructor(options: { defaultMetrics?: boolean } = {}) {
    // CPU, memory, heap, event-loop lag, GC, handles: process_* and nodejs_*.
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry });
    this.registerCollectedGauges();
  }

  /** One answered request. `route` must be a route template (or a fixed placeholder), never the URL. */
  recordRequest(
    method: string,
    route: string,
    status: number,
    seconds: number,
    unhandledError: boolean,
  ): void {
    this.httpRequests.record(method, route, status, seconds);
    if (unhandledError) this.httpUnhandled.inc({ method, route });
  }

  /** One handling of an event by a consumer group; a failed one is redelivered later. */
  recordEventHandling(group: string, type: string, seconds: number, ok: boolean): void {
    this.eventDuration.observe({ group, type }, seconds);
    if (ok) this.eventsHandled.inc({ group, type });
    else this.eventsFailed.inc({ group, type });
  }

  /**
   * One proxied response. The label is `upstream`, not `service`: Prometheus targets carry a
   * `service` label of their own (deploy/observability/prometheus.yml).
   */
  recordUpstream(upstream: string, status: number, seconds: number): void {
    this.upstreamDuration.observe({ upstream }, seconds);
    this.upstreamResponses.inc({ upstream, status: String(status) });
  }

  /** Reports a schema's outbox backlog at each scrape. */
  watchOutbox(schema: string, lag: () => Promise<OutboxLag>): void {
    this.outboxSources.set(schema, lag);
  }

  /** Reports a connection pool's use at each scrape (null when the pool is gone). */
  watchPool(schema: string, stats: () => PoolStats | null): void {
    this.poolSources.set(schema, stats);
  }

  /** Reports how far consumer groups are behind at each scrape. */
  watchConsumerLag(source: () => Promise<ConsumerLag[]>): void {
    this.consumerLagSources.push(source);
  }

  async render(): Promise<string> {
    // The pools are read before the scrape's own queries (the outbox lag) take a connection:
    // read alongside them, an idle pool shows the scrape itself in use or waiting.
    this.poolSnapshot = this.readPools();
    try {
      return await this.registry.metrics();
    } finally {
      this.poolSnapshot = undefined;
    }
  }

  private readPools(): Map<string, PoolStats> {
    const stats = new Map<string, PoolStats>();
    for (const [schema, read] of this.poolSources) {
      const reading = read();
      if (reading) stats.set(schema, reading);
    }
    return stats;
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private registerCollectedGauges(): void {
    this.collectedGauge(
      'outbox_pending_events',
      'Events recorded but not yet published, by schema',
      ['schema'],
      async (set) => {
        for (const [schema, lag] of await this.readOutboxes()) set({ schema }, lag.pending);
      },
    );
    this.collectedGauge(
      'outbox_oldest_pending_age_seconds',
      'Age of the oldest unpublished event (0 when none), by schema: the outbox lag',
      ['schema'],
      async (set) => {
        for (const [schema, lag] of await this.readOutboxes())
          set({ schema }, (lag.oldestAgeMs ?? 0) / 1000);
      },
    );
    this.collectedGauge(
      'event_consumer_lag',
      'Events published but not yet handled, by consumer group and topic (event type)',
      ['group', 'topic'],
      async (set) => {
        const readings = await Promise.all(
          this.consumerLagSources.map((source) => withTimeout(source(), []).catch(() => [])),
        );
        for (const { group, topic, lag } of readings.flat()) set({ group, topic }, lag);
      },
    );
    this.collectedGauge(
      'db_pool_connections',
      'Database connections of a service schema, by state (in_use, idle)',
      ['schema', 'state'],
      async (set) => {
        for (const [schema, stats] of this.poolSnapshot ?? this.readPools()) {
          set({ schema, state: 'in_use' }, stats.total - stats.idle);
          set({ schema, state: 'idle' }, stats.idle);
        }
      },
    );
    this.collectedGauge(
      'db_pool_waiting_clients',
      'Queries waiting for a free database connection, by schema',
      ['schema'],
      async (set) => {
        for (const [schema, stats] of this.poolSnapshot ?? this.readPools())
          set({ schema }, stats.waiting);
      },
    );
  }

  /** A gauge whose series are read afresh at each scrape (series that disappeared are dropped). */
  private collectedGauge(
    name: string,
    help: string,
    labelNames: string[],
    read: (set: (labels: Record<string, string>, value: number) => void) => Promise<void>,
  ): void {
    const gauge: Gauge = new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect: async () => {
        gauge.reset();
        await read((labels, value) => gauge.set(labels, value));
      },
    });
  }

  /**
   * The event lag as the admin console's system status shows it: each outbox's unpublished
   * events and the age of the oldest, and each consumer group's unhandled events.
   */
  async eventLag(): Promise<{
    outboxes: ({ schema: string } & OutboxLag)[];
    consumers: ConsumerLag[];
  }> {
    const outboxes = [...(await this.readOutboxes())].map(([schema, lag]) => ({ schema, ...lag }));
    const readings = await Promise.all(
      this.consumerLagSources.map((source) => withTimeout(source(), []).catch(() => [])),
    );
    return { outboxes, consumers: readings.flat() };
  }

  /** Both outbox gauges of a scrape (collected concurrently) share one query per schema. */
  private readOutboxes(): Promise<Map<string, OutboxLag>> {
    if (this.outboxReading) return this.outboxReading;
    const reading = Promise.all(
      [...this.outboxSources].map(async ([schema, read]) => {
        const lag = await withTimeout(read(), null).catch(() => null);
        return lag ? ([schema, lag] as const) : null;
      }),
    )
      .then((entries) => new Map(entries.filter((entry) => entry !== null)))
      .finally(() => {
        this.outboxReading = undefined;
      });
    this.outboxReading = reading;
    return reading;
  }
}

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), SOURCE_TIMEOUT_MS).unref()),
  ]);
}
