import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The listings context's tables (SPEC.md §3 vehicle_listings, vehicle_images, saved_listings) and its projections. */
export class ListingsSchema1734000000000 implements MigrationInterface {
  name = 'ListingsSchema1734000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE vehicle_listings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      dealer_id uuid,
      sales_rep_id uuid,
      category text NOT NULL CHECK (category IN ('cars','motorcycles','trucks')),
      title text NOT NULL,
      make text NOT NULL, make_label text NOT NULL,
      model text NOT NULL, model_label text NOT NULL,
      year integer NOT NULL CHECK (year >= 1900),
      price numeric(12,2) NOT NULL CHECK (price >= 0),
      mileage integer CHECK (mileage >= 0),
      vin varchar(17),
      condition text NOT NULL CHECK (condition IN ('new','used','certified_pre_owned')),
      transmission text NOT NULL CHECK (transmission IN ('automatic','manual','cvt')),
      fuel_type text NOT NULL CHECK (fuel_type IN ('gasoline','diesel','hybrid','plug_in_hybrid','electric')),
      engine text, exterior_color text, interior_color text,
      features jsonb NOT NULL DEFAULT '[]',
      description text,
      location_city text, location_state text, location_zip text,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','sold','pending','inactive')),
      is_sold boolean NOT NULL DEFAULT false,
      is_featured boolean NOT NULL DEFAULT false,
      views_count integer NOT NULL DEFAULT 0,
      favorites_count integer NOT NULL DEFAULT 0,
      revision integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT vehicle_listings_is_sold_follows_status CHECK (is_sold = (status = 'sold'))
    )`);
    await q.query(
      `CREATE INDEX vehicle_listings_user_idx ON vehicle_listings (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX vehicle_listings_dealer_idx ON vehicle_listings (dealer_id, created_at DESC) WHERE dealer_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX vehicle_listings_rep_idx ON vehicle_listings (sales_rep_id, created_at DESC) WHERE sales_rep_id IS NOT NULL`,
    );

    // An image is uploaded first (listing_id empty) and attached when the listing is saved.
    await q.query(`CREATE TABLE vehicle_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid REFERENCES vehicle_listings(id) ON DELETE SET NULL,
      uploaded_by uuid NOT NULL,
      storage_prefix text NOT NULL,
      width integer NOT NULL, height integer NOT NULL,
      bytes integer NOT NULL,
      display_order integer NOT NULL DEFAULT 0,
      is_primary boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      attached_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX vehicle_images_listing_idx ON vehicle_images (listing_id, display_order) WHERE listing_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX vehicle_images_unattached_idx ON vehicle_images (created_at) WHERE listing_id IS NULL`,
    );

    await q.query(`CREATE TABLE saved_listings (
      user_id uuid NOT NULL,
      listing_id uuid NOT NULL REFERENCES vehicle_listings(id) ON DELETE CASCADE,
      notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, listing_id)
    )`);
    await q.query(`CREATE INDEX saved_listings_listing_idx ON saved_listings (listing_id)`);

    // One row per viewer and listing: a view counts again only an hour after the last counted one.
    await q.query(`CREATE TABLE listing_views (
      listing_id uuid NOT NULL REFERENCES vehicle_listings(id) ON DELETE CASCADE,
      viewer_key text NOT NULL,
      counted_at timestamptz NOT NULL,
      PRIMARY KEY (listing_id, viewer_key)
    )`);

    // Projections of other contexts, fed by their events.
    await q.query(`CREATE TABLE sellers (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      first_name text, last_name text, phone text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE dealers (
      dealer_id uuid PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE,
      business_name text NOT NULL,
      business_phone text, business_email text
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'dealers',
      'sellers',
      'listing_views',
      'saved_listings',
      'vehicle_images',
      'vehicle_listings',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
