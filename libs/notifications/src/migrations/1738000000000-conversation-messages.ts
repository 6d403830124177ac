import type { MigrationInterface, QueryRunner } from 'typeorm';

/** SPEC.md §3 conversation messages: what buyers send dealers and reps, read in their portals. */
export class ConversationMessages1738000000000 implements MigrationInterface {
  name = 'ConversationMessages1738000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE conversation_messages (
      -- The dealers context's message id: a redelivered event stores nothing twice.
      id uuid PRIMARY KEY,
      sender_id uuid,
      recipient_id uuid NOT NULL,
      context text NOT NULL CHECK (context IN ('dealer','sales_rep')),
      dealer_id uuid, sales_rep_id uuid,
      sender_name text NOT NULL,
      sender_email text NOT NULL,
      sender_phone text,
      subject text NOT NULL,
      body text NOT NULL,
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX conversation_messages_inbox_idx ON conversation_messages (recipient_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX conversation_messages_unread_idx ON conversation_messages (recipient_id) WHERE NOT is_read`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS conversation_messages`);
  }
}
