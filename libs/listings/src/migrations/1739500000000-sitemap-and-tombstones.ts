import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sitemaps read the public listings in id order with their last change: a partial
 * index they scan alone (index-only, also at a million rows). Deleted listings leave a
 * tombstone, so their old links answer 410 Gone rather than 404.
 */
export class SitemapAndTombstones1739500000000 implements MigrationInterface {
  name = 'SitemapAndTombstones1739500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS vehicle_listings_public_by_id ON vehicle_listings (id) INCLUDE (updated_at, category)
       WHERE status = 'active' AND seller_active`,
    );
    await q.query(
      `CREATE TABLE IF NOT EXISTS removed_listings (id uuid PRIMARY KEY, removed_at timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS removed_listings`);
    await q.query(`DROP INDEX IF EXISTS vehicle_listings_public_by_id`);
  }
}
