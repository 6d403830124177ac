import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An application that names the e-mail of an existing account must be confirmed from that
 * account (signed in as it when applying, or through a link mailed to it) before an
 * approval may make that account a dealer.
 */
export class ApplicationConfirmation1742000000000 implements MigrationInterface {
  name = 'ApplicationConfirmation1742000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dealer_applications
      ADD COLUMN account_user_id uuid,
      ADD COLUMN confirmed_by_user_id uuid,
      ADD COLUMN confirmed_at timestamptz,
      ADD COLUMN confirmation_token_hash text UNIQUE,
      ADD COLUMN confirmation_expires_at timestamptz`);
    await q.query(`CREATE INDEX users_email_idx ON users (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_email_idx`);
    await q.query(`ALTER TABLE dealer_applications
      DROP COLUMN IF EXISTS account_user_id, DROP COLUMN IF EXISTS confirmed_by_user_id, DROP COLUMN IF EXISTS confirmed_at,
      DROP COLUMN IF EXISTS confirmation_token_hash, DROP COLUMN IF EXISTS confirmation_expires_at`);
  }
}
