import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listings whose view count grew since the last `listings.listing.views-counted` batch.
 * A counted view adds (or keeps) one tiny row; the announcer drains the table in batches.
 */
export class ViewsToAnnounce1738000000000 implements MigrationInterface {
  name = 'ViewsToAnnounce1738000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE listing_views_to_announce (
      listing_id uuid PRIMARY KEY REFERENCES vehicle_listings (id) ON DELETE CASCADE
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_views_to_announce`);
  }
}
