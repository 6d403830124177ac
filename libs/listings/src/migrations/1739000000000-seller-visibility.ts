import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A dealer that is deactivated, reset to pending or whose account is suspended takes its
 * listings out of search and vehicle pages until it is back (dealers.dealer.updated's
 * `isPublic`). The projection keeps the flag; each listing carries its own copy, so a
 * vehicle page and the search document need no join.
 */
export class SellerVisibility1739000000000 implements MigrationInterface {
  name = 'SellerVisibility1739000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dealers ADD COLUMN is_public boolean NOT NULL DEFAULT true`);
    await q.query(
      `ALTER TABLE vehicle_listings ADD COLUMN seller_active boolean NOT NULL DEFAULT true`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vehicle_listings DROP COLUMN IF EXISTS seller_active`);
    await q.query(`ALTER TABLE dealers DROP COLUMN IF EXISTS is_public`);
  }
}
