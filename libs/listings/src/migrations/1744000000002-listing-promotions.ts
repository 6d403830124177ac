import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid listing plan (billing.listing.promoted) features a listing until `promoted_until`;
 * `featured_by_plan` says the plan (not the dealer) featured it, so its expiry unfeatures it.
 */
export class ListingPromotions1744000000002 implements MigrationInterface {
  name = 'ListingPromotions1744000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vehicle_listings ADD COLUMN promoted_until timestamptz`);
    await q.query(
      `ALTER TABLE vehicle_listings ADD COLUMN featured_by_plan boolean NOT NULL DEFAULT false`,
    );
    await q.query(
      `CREATE INDEX vehicle_listings_promoted_until_idx ON vehicle_listings (promoted_until) WHERE promoted_until IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vehicle_listings DROP COLUMN IF EXISTS featured_by_plan`);
    await q.query(`ALTER TABLE vehicle_listings DROP COLUMN IF EXISTS promoted_until`);
  }
}
