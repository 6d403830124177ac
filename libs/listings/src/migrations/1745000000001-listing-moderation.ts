import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of listings and the fraud pre-screen: a listing the screen holds stays pending
 * with its reasons until an admin decides; each photo keeps a perceptual hash (dHash) so a
 * copy of another seller's photo is recognised.
 */
export class ListingModeration1745000000001 implements MigrationInterface {
  name = 'ListingModeration1745000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE vehicle_listings ADD COLUMN moderation_reasons jsonb, ADD COLUMN flagged_at timestamptz`,
    );
    await q.query(
      `CREATE INDEX vehicle_listings_flagged_idx ON vehicle_listings (flagged_at) WHERE flagged_at IS NOT NULL`,
    );
    await q.query(`ALTER TABLE vehicle_images ADD COLUMN dhash bigint`);
    await q.query(
      `CREATE INDEX vehicle_images_dhash_idx ON vehicle_images (dhash) WHERE dhash IS NOT NULL`,
    );
    await q.query(`CREATE TABLE listing_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES vehicle_listings(id) ON DELETE CASCADE,
      reason text NOT NULL,
      details text,
      reporter_id uuid,
      reporter_key text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','dismissed','listing_deactivated','seller_suspended')),
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolved_by uuid
    )`);
    await q.query(
      `CREATE INDEX listing_reports_open_idx ON listing_reports (created_at) WHERE status = 'open'`,
    );
    await q.query(`CREATE INDEX listing_reports_listing_idx ON listing_reports (listing_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_reports`);
    await q.query(`ALTER TABLE vehicle_images DROP COLUMN IF EXISTS dhash`);
    await q.query(
      `ALTER TABLE vehicle_listings DROP COLUMN IF EXISTS flagged_at, DROP COLUMN IF EXISTS moderation_reasons`,
    );
  }
}
