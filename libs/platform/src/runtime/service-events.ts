import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope, EventData, EventType } from '@market/contracts';
import type { EventBus } from '../messaging/event-bus.port.js';
import { Inbox } from '../messaging/inbox.js';
import { Outbox } from '../messaging/outbox.js';
import { OutboxRelay, type OutboxRelayOptions } from '../messaging/outbox-relay.js';
import type { Logger } from '../logging/logger.js';
import { bindTransaction, idsOfEnvelope } from '../observability/propagation.js';

/**
 * One service's side of the event flow: its outbox (written in its transactions),
 * the relay that publishes it, and the inbox its consumers apply events through.
 */
export class ServiceEvents {
  readonly outbox: Outbox;
  readonly relay: OutboxRelay;
  readonly inbox: Inbox;

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly bus: EventBus,
    logger?: Logger,
    relayOptions?: OutboxRelayOptions,
  ) {
    this.outbox = new Outbox(schema);
    this.relay = new OutboxRelay(dataSource, schema, bus, logger, relayOptions);
    this.inbox = new Inbox(dataSource, schema);
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
   */
  async consume(
    group: string,
    types: EventType[],
    apply: (event: EventEnvelope, manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.bus.subscribe({
      group,
      types,
      handle: async (event, handling) => {
        await this.inbox.process(group, event, async (manager) => {
          const unbind = bindTransaction(manager, handling?.ids ?? idsOfEnvelope(event));
          try {
            await apply(event, manager);
          } finally {
            unbind();
          }
        });
      },
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
