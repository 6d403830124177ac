import type { EventEnvelope } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { assertIdentifier } from '../database/service-data-source.js';
import { queryRows } from '../database/typed-query.js';

const InsertedRow = z.object({ event_id: z.string() });

/**
 * Makes a consumer idempotent: the (consumer, event id) row and the event's effect commit
 * in one transaction, so a redelivered event finds its row and is not applied again. Two
 * concurrent deliveries of one event serialise on the primary key; the second sees the
 * first's row once it commits (or applies the event itself if the first rolled back).
 */
export class Inbox {
  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {
    assertIdentifier(schema);
  }

  /** Applies the event unless this consumer already did; returns whether it applied now. */
  async process(
    consumer: string,
    event: EventEnvelope,
    apply: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await queryRows(
        manager,
        `INSERT INTO "${this.schema}".inbox (consumer, event_id, event_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [consumer, event.id, event.type],
        InsertedRow,
      );
      if (inserted.length === 0) return false;
      await apply(manager);
      return true;
    });
  }
}
