import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per approved dealer application identity has provisioned an account for: the
 * key that makes a redelivered or repeated approval change nothing.
 */
export class DealerProvisionings1738000000000 implements MigrationInterface {
  name = 'DealerProvisionings1738000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dealer_provisionings (
      application_id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      account_created boolean NOT NULL,
      provisioned_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS dealer_provisionings`);
  }
}
