import { devMailboxTableSql } from '@market/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';

export class NotificationsSchema1733000000000 implements MigrationInterface {
  name = 'NotificationsSchema1733000000000';

  async up(q: QueryRunner): Promise<void> {
    // `to_address`: `to` is a reserved word in SQL.
    await q.query(`CREATE TABLE outbound_emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','sent','failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      event_id uuid UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX outbound_emails_due_idx ON outbound_emails (next_attempt_at) WHERE status = 'queued'`,
    );
    await q.query(
      `CREATE INDEX outbound_emails_to_idx ON outbound_emails (lower(to_address), created_at DESC)`,
    );
    for (const statement of devMailboxTableSql(NOTIFICATIONS_SCHEMA)) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS dev_mailbox`);
    await q.query(`DROP TABLE IF EXISTS outbound_emails`);
  }
}
