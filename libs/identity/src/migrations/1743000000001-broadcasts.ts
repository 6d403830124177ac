import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broadcast e-mails: the recipients are chosen when the admin sends it (one row each), then
 * released at the throttle's pace; `released_at` marks each one handed to notifications.
 */
export class Broadcasts1743000000001 implements MigrationInterface {
  name = 'Broadcasts1743000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE broadcasts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      audience text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      total integer NOT NULL,
      sent integer NOT NULL DEFAULT 0,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query(`CREATE TABLE broadcast_recipients (
      broadcast_id uuid NOT NULL REFERENCES broadcasts(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      released_at timestamptz,
      PRIMARY KEY (broadcast_id, user_id)
    )`);
    await q.query(
      `CREATE INDEX broadcast_recipients_waiting_idx ON broadcast_recipients (broadcast_id) WHERE released_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS broadcast_recipients`);
    await q.query(`DROP TABLE IF EXISTS broadcasts`);
  }
}
