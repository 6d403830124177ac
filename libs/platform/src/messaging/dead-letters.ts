import type { EventEnvelope } from '@market/contracts';
import { z } from 'zod';
import type { DataSource, EntityManager } from 'typeorm';
import { assertIdentifier } from '../database/service-data-source.js';
import { envelopeColumn, queryRows } from '../database/typed-query.js';
import { errorMessage } from './backoff.js';

export type DeadLetterReason = 'invalid-payload' | 'attempts-exhausted';

export interface DeadLetter {
  id: string;
  consumer: string;
  eventId: string;
  eventType: string;
  envelope: EventEnvelope;
  reason: DeadLetterReason;
  error: string;
  attempts: number;
  parkedAt: string;
  replayedAt: string | null;
}

/** Told of every parked event (the metrics count them; an alert fires on any). */
export interface DeadLetterObserver {
  parked(schema: string, consumer: string, eventType: string, reason: DeadLetterReason): void;
}

const DeadLetterRow = z.object({
  id: z.string(),
  consumer: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  envelope: envelopeColumn,
  reason: z.enum(['invalid-payload', 'attempts-exhausted']),
  error: z.string(),
  attempts: z.number(),
  parked_at: z.date(),
  replayed_at: z.date().nullable(),
});
type DeadLetterRow = z.infer<typeof DeadLetterRow>;

const EventIdRow = z.object({ event_id: z.string() });

const COLUMNS =
  'id::text AS id, consumer, event_id, event_type, envelope, reason, error, attempts, parked_at, replayed_at';

/** A service's parked events (`<schema>.dead_letters`, created by the messaging migrations). */
export class DeadLetters {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {
    assertIdentifier(schema);
    this.table = `"${schema}".dead_letters`;
  }

  /**
   * Parks an event for a consumer: the letter and the consumer's inbox row commit together,
   * so the bus's redeliveries find the event handled and the partition moves on.
   */
  async park(
    consumer: string,
    event: EventEnvelope,
    reason: DeadLetterReason,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inserted = await queryRows(
        manager,
        `INSERT INTO "${this.schema}".inbox (consumer, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, event.id, event.type],
        EventIdRow,
      );
      // Another delivery applied or parked it meanwhile: nothing to park.
      if (inserted.length === 0) return;
      await manager.query(
        `INSERT INTO ${this.table} (consumer, event_id, event_type, envelope, reason, error, attempts)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          consumer,
          event.id,
          event.type,
          JSON.stringify(event),
          reason,
          errorMessage(error).slice(0, 4000),
          attempts,
        ],
      );
    });
  }

  /** The letters waiting for a replay, oldest first. */
  async waiting(limit = 100): Promise<DeadLetter[]> {
    const rows = await queryRows(
      this.dataSource,
      `SELECT ${COLUMNS} FROM ${this.table} WHERE replayed_at IS NULL ORDER BY parked_at, id LIMIT $1`,
      [limit],
      DeadLetterRow,
    );
    return rows.map(toDeadLetter);
  }

  async find(id: string): Promise<DeadLetter | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const rows = await queryRows(
      this.dataSource,
      `SELECT ${COLUMNS} FROM ${this.table} WHERE id = $1`,
      [id],
      DeadLetterRow,
    );
    return rows[0] ? toDeadLetter(rows[0]) : null;
  }

  /**
   * In the replay's transaction: marks the letter replayed (its inbox row stays, written when
   * it was parked), so the consumer's effect and the mark commit together, or neither does
   * and the letter keeps waiting. False when another replay took it first.
   */
  async claimForReplay(manager: EntityManager, id: string): Promise<boolean> {
    // An UPDATE … RETURNING answers [rows, count]: queryRows gives the rows.
    const claimed = await queryRows(
      manager,
      `UPDATE ${this.table} SET replayed_at = now() WHERE id = $1 AND replayed_at IS NULL RETURNING id::text`,
      [id],
      z.object({ id: z.string() }),
    );
    return claimed.length > 0;
  }
}

function toDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: row.id,
    consumer: row.consumer,
    eventId: row.event_id,
    eventType: row.event_type,
    envelope: row.envelope,
    reason: row.reason,
    error: row.error,
    attempts: row.attempts,
    parkedAt: new Date(row.parked_at).toISOString(),
    replayedAt: row.replayed_at ? new Date(row.replayed_at).toISOString() : null,
  };
}
