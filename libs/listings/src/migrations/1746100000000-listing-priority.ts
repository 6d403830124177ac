import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid listing plan with priority placement (billing.listing.promoted) ranks the listing
 * first in search until `priority_until`; the promotion expiry clears it with the featuring.
 */
export class ListingPriority1746100000000 implements MigrationInterface {
  name = 'ListingPriority1746100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vehicle_listings ADD COLUMN priority_until timestamptz`);
    await q.query(
      `CREATE INDEX vehicle_listings_priority_until_idx ON vehicle_listings (priority_until) WHERE priority_until IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vehicle_listings DROP COLUMN IF EXISTS priority_until`);
  }
}
