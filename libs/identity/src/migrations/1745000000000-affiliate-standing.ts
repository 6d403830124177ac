import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the account is an affiliate in good standing (approved or active), kept from the
 * affiliates context's `affiliates.affiliate.status-changed` events: "me" answers `isAffiliate`
 * from it (SPEC.md §4: the Profile button and the post-login redirect go by it).
 */
export class AffiliateStanding1745000000000 implements MigrationInterface {
  name = 'AffiliateStanding1745000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles ADD COLUMN is_affiliate boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS is_affiliate`);
  }
}
