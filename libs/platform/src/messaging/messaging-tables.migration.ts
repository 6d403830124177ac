import type { MigrationInterface, QueryRunner } from 'typeorm';
import { assertIdentifier } from '../database/service-data-source.js';

/**
 * The outbox and inbox tables in a service's schema. Every service lists
 * `messagingTablesMigration(itsSchema)` among its migrations; each service has its own
 * migrations table, so the one name recurring in several schemas is fine.
 */
export function messagingTablesMigration(schema: string): new () => MigrationInterface {
  assertIdentifier(schema);
  const s = `"${schema}"`;
  return class MessagingTables1700000000000 implements MigrationInterface {
    name = 'MessagingTables1700000000000';

    async up(q: QueryRunner): Promise<void> {
      // `seq` is the relay's order: created_at is the transaction's start, shared by its rows.
      await q.query(`CREATE TABLE ${s}.outbox (
        seq bigserial NOT NULL UNIQUE,
        id uuid PRIMARY KEY,
        type text NOT NULL,
        version integer NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error text
      )`);
      await q.query(`CREATE INDEX outbox_unpublished_idx ON ${s}.outbox (seq) WHERE published_at IS NULL`);
      await q.query(`CREATE INDEX outbox_published_at_idx ON ${s}.outbox (published_at) WHERE published_at IS NOT NULL`);
      await q.query(`CREATE TABLE ${s}.inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
      await q.query(`CREATE INDEX inbox_processed_at_idx ON ${s}.inbox (processed_at)`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE ${s}.inbox`);
      await q.query(`DROP TABLE ${s}.outbox`);
    }
  };
}
