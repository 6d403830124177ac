import type { EventEnvelope } from '@market/contracts';
import {
  type Backoff,
  backoffDelay,
  errorMessage,
  type MessagingLogger,
  silentLogger,
  Sleeper,
  withBackoffDefaults,
} from './backoff.js';
import type { ConsumerLag, EventBus, Subscription } from './event-bus.port.js';

export interface InProcessEventBusOptions {
  /** Redelivery backoff for a throwing handler (default 100 ms doubling up to 30 s). */
  retry?: Partial<Backoff>;
  logger?: MessagingLogger;
}

/**
 * The embedded-mode adapter: one queue per subscription group, drained one event at a
 * time in publish order; a failing group backs off alone while the others go on.
 *
 * Envelopes are copied through JSON on the way in, as the Kafka adapter serialises them,
 * so a handler sees the same shapes (dates as strings) with both adapters.
 *
 * The queues are memory, so the bus is not `durable`: `settled` tells the outbox relay when
 * every group subscribed to an event has handled it, and until then the relay keeps the
 * event unconfirmed; a process that dies with events queued publishes them again when it
 * starts (the inboxes absorb what was handled already). A group that subscribes after
 * `start()` sees only events published from then on; events published before the first
 * `start()` are held and go to every group subscribed by then.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  readonly durable = false;
  private readonly groups = new Map<string, GroupQueue>();
  private readonly retry: Backoff;
  private readonly logger: MessagingLogger;
  private beforeFirstStart: EventEnvelope[] | undefined = [];
  private started = false;
  /** Events some group still has to handle, by id: how many handlings are missing. */
  private readonly unsettled = new Map<string, Unsettled>();

  constructor(options: InProcessEventBusOptions = {}) {
    this.retry = withBackoffDefaults(options.retry, { baseMs: 100, capMs: 30_000 });
    this.logger = options.logger ?? silentLogger;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    const copies = events.map((event) => JSON.parse(JSON.stringify(event)) as EventEnvelope);
    if (this.beforeFirstStart) {
      // Held: unsettled until dispatched, whoever subscribes by then.
      for (const event of copies) this.unsettledEntry(event.id).missing += 1;
      this.beforeFirstStart.push(...copies);
      return;
    }
    this.dispatch(copies);
  }

  settled(events: EventEnvelope[]): Promise<void> {
    return Promise.all(events.map((event) => this.unsettled.get(event.id)?.done)).then(
      () => undefined,
    );
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.groups.has(subscription.group)) {
      throw new Error(
        `Subscription group "${subscription.group}" is already registered on this bus`,
      );
    }
    const queue = new GroupQueue(subscription, this.retry, this.logger, (event) =>
      this.handledBy(event.id),
    );
    this.groups.set(subscription.group, queue);
    if (this.started) queue.start();
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (this.beforeFirstStart) {
      const held = this.beforeFirstStart;
      this.beforeFirstStart = undefined;
      this.dispatch(held);
      for (const event of held) this.handledBy(event.id);
    }
    for (const queue of this.groups.values()) queue.start();
  }

  /** Waits for the handlers in flight; queued events stay queued for the next `start()`. */
  async stop(): Promise<void> {
    this.started = false;
    await Promise.all([...this.groups.values()].map((queue) => queue.stop()));
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  /** Events queued and not yet handled, per group and type (held events before the first start included). */
  async consumerLag(): Promise<ConsumerLag[]> {
    const lags: ConsumerLag[] = [];
    for (const [group, queue] of this.groups) {
      const counts = new Map<string, number>();
      for (const event of queue.queued()) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
      for (const event of this.beforeFirstStart ?? []) {
        if (queue.accepts(event.type)) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
      }
      for (const topic of queue.types) lags.push({ group, topic, lag: counts.get(topic) ?? 0 });
    }
    return lags;
  }

  private dispatch(events: EventEnvelope[]): void {
    for (const event of events) {
      for (const queue of this.groups.values()) {
        if (!queue.accepts(event.type)) continue;
        this.unsettledEntry(event.id).missing += 1;
        queue.enqueue(event);
      }
    }
  }

  private unsettledEntry(id: string): Unsettled {
    let entry = this.unsettled.get(id);
    if (!entry) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      entry = { missing: 0, done, resolve };
      this.unsettled.set(id, entry);
    }
    return entry;
  }

  /** One handling (or the dispatch of a held event) done; the last one settles the event. */
  private handledBy(id: string): void {
    const entry = this.unsettled.get(id);
    if (!entry) return;
    entry.missing -= 1;
    if (entry.missing > 0) return;
    this.unsettled.delete(id);
    entry.resolve();
  }
}

interface Unsettled {
  missing: number;
  done: Promise<void>;
  resolve: () => void;
}

class GroupQueue {
  readonly types: Set<string>;
  private readonly events: EventEnvelope[] = [];
  private readonly sleeper = new Sleeper();
  private active = false;
  private draining?: Promise<void>;
  private attempts = 0;

  constructor(
    private readonly subscription: Subscription,
    private readonly retry: Backoff,
    private readonly logger: MessagingLogger,
    private readonly onHandled: (event: EventEnvelope) => void,
  ) {
    this.types = new Set(subscription.types);
  }

  accepts(type: string): boolean {
    return this.types.has(type);
  }

  queued(): readonly EventEnvelope[] {
    return this.events;
  }

  enqueue(event: EventEnvelope): void {
    this.events.push(event);
    this.kick();
  }

  start(): void {
    this.active = true;
    this.sleeper.reset();
    this.kick();
  }

  async stop(): Promise<void> {
    this.active = false;
    this.sleeper.wake();
    await this.draining;
  }

  private kick(): void {
    if (!this.active || this.draining || this.events.length === 0) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      // An event enqueued while the loop was finishing would otherwise wait for the next publish.
      this.kick();
    });
  }

  private async drain(): Promise<void> {
    // Never run a handler inside the publisher's call stack.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.active && this.events.length > 0) {
      const event = this.events[0];
      try {
        await this.subscription.handle(event);
        this.events.shift();
        this.attempts = 0;
        this.onHandled(event);
      } catch (error) {
        this.attempts += 1;
        const delay = backoffDelay(this.attempts, this.retry);
        this.logger.warn(
          {
            group: this.subscription.group,
            eventId: event.id,
            type: event.type,
            attempt: this.attempts,
            delay,
            err: errorMessage(error),
          },
          'event handler failed; redelivering after backoff',
        );
        await this.sleeper.sleep(delay);
      }
    }
  }
}
