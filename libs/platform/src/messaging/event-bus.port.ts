import type { EventEnvelope } from '@market/contracts';

/** What the observability wrapper tells a handler about its handling of an event. */
export interface EventHandling {
  /** The consumer span's trace id, its `traceparent` and the request id: what events recorded now carry. */
  ids: { traceId?: string; traceparent?: string; requestId?: string };
}

/** A consumer group's subscription: every event of these types reaches `handle` at least once. */
export interface Subscription {
  /** Consumer group name; each group gets every event once (competing consumers within a group). */
  group: string;
  types: string[];
  /**
   * Throwing makes the bus redeliver the event later (with backoff); the inbox absorbs
   * duplicates. `handling` is given by the instrumented bus every runtime uses (adapters
   * alone call `handle(event)`).
   */
  handle(event: EventEnvelope, handling?: EventHandling): Promise<void>;
}

/** How many events a consumer group has yet to handle on one topic (= event type). */
export interface ConsumerLag {
  group: string;
  topic: string;
  lag: number;
}

/**
 * The event bus port. Adapters: in-process (embedded mode) and Kafka (distributed).
 * Producers never call `publish` directly: they write to their outbox and the relay publishes.
 */
export interface EventBus {
  readonly kind: 'in-process' | 'kafka';
  /**
   * Whether events outlive this process once `publish` resolved. Kafka: yes (replicated
   * before the ack). The in-process bus: no, its queues are memory; the outbox relay then
   * keeps each event unconfirmed until `settled` says every group handled it, and publishes
   * it again after a restart, so a crash loses nothing (the inboxes absorb the repeats).
   */
  readonly durable: boolean;
  /** Resolves once the broker has accepted every envelope, in order; rejects when it cannot. */
  publish(events: EventEnvelope[]): Promise<void>;
  /**
   * Buses that are not durable: resolves once every group subscribed to each event's type
   * has handled it (an event no group wants is settled at once). Never resolves for events
   * left queued when the process stops.
   */
  settled?(events: EventEnvelope[]): Promise<void>;
  /** Registers a subscription; delivery begins after `start()` (or at once if started). */
  subscribe(subscription: Subscription): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For health checks. */
  isHealthy(): Promise<boolean>;
  /** For metrics: the backlog of each group this bus consumes for (optional for test doubles). */
  consumerLag?(): Promise<ConsumerLag[]>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');
