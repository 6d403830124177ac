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
      await q.query(
        `CREATE INDEX outbox_unpublished_idx ON ${s}.outbox (seq) WHERE published_at IS NULL`,
      );
      await q.query(
        `CREATE INDEX outbox_published_at_idx ON ${s}.outbox (published_at) WHERE published_at IS NOT NULL`,
      );
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

/**
 * `delivered_at`: when the event became safe without the producing process — at publication
 * for Kafka (the broker keeps it), once every group handled it for the in-process bus (whose
 * queues are memory). Rows published and never delivered are published again when the
 * relay starts. Rows published before this migration count as delivered; pruning now goes
 * by delivery.
 */
export function outboxDeliveryMigration(schema: string): new () => MigrationInterface {
  assertIdentifier(schema);
  const s = `"${schema}"`;
  return class OutboxDelivered1764000000000 implements MigrationInterface {
    name = 'OutboxDelivered1764000000000';

    async up(q: QueryRunner): Promise<void> {
      await q.query(`ALTER TABLE ${s}.outbox ADD COLUMN delivered_at timestamptz`);
      await q.query(
        `UPDATE ${s}.outbox SET delivered_at = published_at WHERE published_at IS NOT NULL`,
      );
      await q.query(
        `CREATE INDEX outbox_undelivered_idx ON ${s}.outbox (seq) WHERE delivered_at IS NULL`,
      );
      await q.query(
        `CREATE INDEX outbox_delivered_at_idx ON ${s}.outbox (delivered_at) WHERE delivered_at IS NOT NULL`,
      );
      await q.query(`DROP INDEX ${s}.outbox_published_at_idx`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(
        `CREATE INDEX outbox_published_at_idx ON ${s}.outbox (published_at) WHERE published_at IS NOT NULL`,
      );
      await q.query(`DROP INDEX ${s}.outbox_delivered_at_idx`);
      await q.query(`DROP INDEX ${s}.outbox_undelivered_idx`);
      await q.query(`ALTER TABLE ${s}.outbox DROP COLUMN delivered_at`);
    }
  };
}

/**
 * `dead_letters`: events a consumer gave up on (an invalid payload at once, any other failure
 * after its attempt cap), parked with the error instead of stalling the partition; the inbox
 * row written with it keeps redeliveries away until an admin replays it.
 */
export function deadLettersMigration(schema: string): new () => MigrationInterface {
  assertIdentifier(schema);
  const s = `"${schema}"`;
  return class DeadLetters1765000000000 implements MigrationInterface {
    name = 'DeadLetters1765000000000';

    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE ${s}.dead_letters (
        id bigserial PRIMARY KEY,
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        envelope jsonb NOT NULL,
        reason text NOT NULL,
        error text NOT NULL,
        attempts integer NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        replayed_at timestamptz
      )`);
      await q.query(
        `CREATE INDEX dead_letters_waiting_idx ON ${s}.dead_letters (parked_at) WHERE replayed_at IS NULL`,
      );
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE ${s}.dead_letters`);
    }
  };
}

/** Every migration of the messaging tables, in order: what a service lists first among its own. */
export function messagingMigrations(schema: string): (new () => MigrationInterface)[] {
  return [
    messagingTablesMigration(schema),
    outboxDeliveryMigration(schema),
    deadLettersMigration(schema),
  ];
}
