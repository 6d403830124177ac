import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope, EventData, EventType } from '@market/contracts';
import type { EventBus } from '../messaging/event-bus.port.js';
import { Inbox } from '../messaging/inbox.js';
import { Outbox } from '../messaging/outbox.js';
import { OutboxRelay, type OutboxRelayOptions } from '../messaging/outbox-relay.js';
import type { Logger } from '../logging/logger.js';
import { bindTransaction, idsOfEnvelope } from '../observability/propagation.js';
import { InvalidEventPayloadError } from '../messaging/event-data.js';
import { DeadLetters, type DeadLetterObserver } from '../messaging/dead-letters.js';

/** A dead letter's consumer failed again on a replay; the letter stays parked. */
export class DeadLetterReplayError extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = 'DeadLetterReplayError';
  }
}

/** How a consumer applies one event, inside the inbox's transaction. */
export type ApplyEvent = (event: EventEnvelope, manager: EntityManager) => Promise<void>;

export interface ConsumeOptions {
  /**
   * Failed attempts (on this process) before an event is parked in the dead letters, so one
   * bad event never stalls its partition forever. An invalid payload is parked at once.
   */
  maxAttempts?: number;
}

/** The default attempt cap: with the bus's backoff (100 ms doubling) about a minute of retries. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * One service's side of the event flow: its outbox (written in its transactions),
 * the relay that publishes it, and the inbox its consumers apply events through.
 */
export class ServiceEvents {
  readonly outbox: Outbox;
  readonly relay: OutboxRelay;
  readonly inbox: Inbox;
  readonly deadLetters: DeadLetters;
  /** Each consumer group's apply function, for replaying its dead letters. */
  private readonly consumers = new Map<string, ApplyEvent>();
  private readonly attempts = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly bus: EventBus,
    logger?: Logger,
    relayOptions?: OutboxRelayOptions,
    private readonly deadLetterObserver?: DeadLetterObserver,
  ) {
    this.outbox = new Outbox(schema);
    this.relay = new OutboxRelay(dataSource, schema, bus, logger, relayOptions);
    this.inbox = new Inbox(dataSource, schema);
    this.deadLetters = new DeadLetters(dataSource, schema);
  }

  /**
   * Records an event in the caller's transaction; it leaves after the commit. The trace
   * context comes from the active span; `requestId` defaults to the request being handled.
   */
  async record<T extends EventType>(
    manager: EntityManager,
    type: T,
    data: EventData<T>,
    requestId?: string,
  ): Promise<void> {
    await this.outbox.add(manager, type, data, { requestId });
  }

  /** Records many events of one type in the caller's transaction, in one statement. */
  async recordMany<T extends EventType>(
    manager: EntityManager,
    type: T,
    items: readonly EventData<T>[],
    requestId?: string,
  ): Promise<void> {
    await this.outbox.addMany(manager, type, items, { requestId });
  }

  /** Publishes what was just committed without waiting for the next poll. */
  nudge(): void {
    this.relay.nudge();
  }

  /**
   * A consumer applied once per event: the inbox row and the effect share one transaction.
   * Events recorded in that transaction continue the trace of the event being handled.
   * A throwing apply makes the bus redeliver the event (with backoff) until the attempt cap;
   * then, or at once for an invalid payload, the event is parked in the dead letters (with
   * its inbox row, so redeliveries skip it) and the partition moves on. Services declare
   * their consumers with `@EventPattern` (the event transport calls this); tests and the
   * platform's own feeds may call it directly.
   */
  async consume(
    group: string,
    types: EventType[],
    apply: ApplyEvent,
    options: ConsumeOptions = {},
  ): Promise<void> {
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.consumers.set(group, apply);
    await this.bus.subscribe({
      group,
      types,
      handle: async (event, handling) => {
        const key = `${group}:${event.id}`;
        try {
          await this.applyOnce(group, event, apply, handling?.ids);
          this.attempts.delete(key);
        } catch (error) {
          const attempts = (this.attempts.get(key) ?? 0) + 1;
          const invalid = error instanceof InvalidEventPayloadError;
          if (!invalid && attempts < maxAttempts) {
            this.attempts.set(key, attempts);
            throw error;
          }
          this.attempts.delete(key);
          const reason = invalid ? 'invalid-payload' : 'attempts-exhausted';
          await this.deadLetters.park(group, event, reason, error, attempts);
          this.deadLetterObserver?.parked(this.schema, group, event.type, reason);
        }
      },
    });
  }

  /**
   * Applies a parked event again through its consumer, in the transaction that marks the
   * letter replayed (so it applies exactly once more, or stays parked); answers false when the letter does not
   * exist, was replayed already, or its consumer does not run in this process.
   */
  async replayDeadLetter(id: string): Promise<boolean> {
    const letter = await this.deadLetters.find(id);
    if (!letter || letter.replayedAt) return false;
    const apply = this.consumers.get(letter.consumer);
    if (!apply) return false;
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.deadLetters.claimForReplay(manager, id))) return;
      const unbind = bindTransaction(manager, idsOfEnvelope(letter.envelope));
      try {
        await apply(letter.envelope, manager);
      } catch (error) {
        throw new DeadLetterReplayError(error);
      } finally {
        unbind();
      }
    });
    return true;
  }

  private async applyOnce(
    group: string,
    event: EventEnvelope,
    apply: ApplyEvent,
    ids: ReturnType<typeof idsOfEnvelope> | undefined,
  ): Promise<void> {
    await this.inbox.process(group, event, async (manager) => {
      const unbind = bindTransaction(manager, ids ?? idsOfEnvelope(event));
      try {
        await apply(event, manager);
      } finally {
        unbind();
      }
    });
  }

  start(): void {
    this.relay.start();
  }

  async stop(): Promise<void> {
    await this.relay.stop();
  }

  get database(): DataSource {
    return this.dataSource;
  }
}
