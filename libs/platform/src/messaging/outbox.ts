import { randomUUID } from 'node:crypto';
import {
  type EventData,
  type EventEnvelope,
  type EventType,
  eventCatalogue,
  parseEventData,
} from '@market/contracts';
import type { EntityManager } from 'typeorm';
import { assertIdentifier } from '../database/service-data-source.js';
import { idsForEvent } from '../observability/propagation.js';

export interface OutboxAddOptions {
  /** Request id of the HTTP request that caused the event: its trace is looked up by it. */
  requestId?: string;
}

/**
 * The transactional outbox: an event is a row written in the same transaction as the
 * change it announces, so both commit or neither does. The relay publishes it afterwards.
 * Raw SQL on the caller's EntityManager, so every service uses it in its own schema.
 */
export class Outbox {
  constructor(readonly schema: string) {
    assertIdentifier(schema);
  }

  /**
   * Validates `data` against the catalogue and records the event; returns the envelope
   * written. The envelope carries the trace context of the request (found by its request
   * id) or the event handling (found by its transaction) that caused it, so the consumers'
   * spans continue that trace.
   */
  async add<T extends EventType>(
    manager: EntityManager,
    type: T,
    data: EventData<T>,
    options: OutboxAddOptions = {},
  ): Promise<EventEnvelope<T, EventData<T>>> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(
        'Outbox.add needs the transaction of the change it announces (use the manager of dataSource.transaction)',
      );
    }
    const { traceId, traceparent, requestId } = idsForEvent(manager, options.requestId);
    const envelope: EventEnvelope<T, EventData<T>> = {
      id: randomUUID(),
      type,
      version: eventCatalogue[type].version,
      occurredAt: new Date().toISOString(),
      ...(traceId ? { traceId, traceparent } : {}),
      ...(requestId ? { requestId } : {}),
      data: parseEventData(type, data),
    };
    await manager.query(
      `INSERT INTO "${this.schema}".outbox (id, type, version, payload) VALUES ($1, $2, $3, $4)`,
      [envelope.id, envelope.type, envelope.version, JSON.stringify(envelope)],
    );
    return envelope;
  }

  /**
   * Records many events of one type in one statement (bulk changes such as an inventory
   * import): the same validation and trace context as `add`, one round trip per call.
   */
  async addMany<T extends EventType>(
    manager: EntityManager,
    type: T,
    items: readonly EventData<T>[],
    options: OutboxAddOptions = {},
  ): Promise<number> {
    if (items.length === 0) return 0;
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(
        'Outbox.addMany needs the transaction of the change it announces (use the manager of dataSource.transaction)',
      );
    }
    const { traceId, traceparent, requestId } = idsForEvent(manager, options.requestId);
    const version = eventCatalogue[type].version;
    const envelopes = items.map((data) => ({
      id: randomUUID(),
      type,
      version,
      occurredAt: new Date().toISOString(),
      ...(traceId ? { traceId, traceparent } : {}),
      ...(requestId ? { requestId } : {}),
      data: parseEventData(type, data),
    }));
    await manager.query(
      `INSERT INTO "${this.schema}".outbox (id, type, version, payload)
       SELECT e.id, $2, $3, e.payload FROM unnest($1::uuid[], $4::jsonb[]) AS e(id, payload)`,
      [envelopes.map((e) => e.id), type, version, envelopes.map((e) => JSON.stringify(e))],
    );
    return envelopes.length;
  }
}
