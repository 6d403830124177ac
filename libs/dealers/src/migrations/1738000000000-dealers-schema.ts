import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dealers context (SPEC.md §3): dealer applications, dealers, sales representatives,
 * dealer reviews, and two local projections — the accounts it shows (from identity's
 * events) and the listings it counts (from listings' events).
 */
export class DealersSchema1738000000000 implements MigrationInterface {
  name = 'DealersSchema1738000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dealer_applications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      business_name text NOT NULL,
      contact_person text NOT NULL,
      phone text NOT NULL,
      business_address text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      zip_code text NOT NULL,
      website_url text, business_license text, tax_id text, logo_url text,
      dealership_type text NOT NULL CHECK (dealership_type IN ('new_car','used_car','both','motorcycle','specialty')),
      years_in_business integer CHECK (years_in_business >= 0),
      inventory_size integer CHECK (inventory_size >= 0),
      message text,
      -- The platform hasher's output; the clear password is never stored.
      password_hash text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      processed_by uuid,
      admin_notes text
    )`);
    await q.query(
      `CREATE INDEX dealer_applications_status_idx ON dealer_applications (status, created_at DESC)`,
    );
    // One pending application per e-mail; two submissions racing are decided here.
    await q.query(
      `CREATE UNIQUE INDEX dealer_applications_pending_email_idx ON dealer_applications (lower(email)) WHERE status = 'pending'`,
    );

    await q.query(`CREATE TABLE dealers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL UNIQUE,
      application_id uuid UNIQUE REFERENCES dealer_applications (id) ON DELETE SET NULL,
      business_name text NOT NULL,
      business_address text, business_city text, business_state text, business_zip text,
      business_phone text, business_email text, website_url text, description text,
      license_number text, logo_url text, dealership_type text,
      status text NOT NULL DEFAULT 'approved' CHECK (status IN ('pending','approved')),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX dealers_public_name_idx ON dealers (lower(business_name), id) WHERE status = 'approved' AND is_active`,
    );

    await q.query(`CREATE TABLE dealer_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dealer_id uuid NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
      reviewer_user_id uuid NOT NULL,
      -- The reviewer's display name when they wrote it (the account may change or go).
      reviewer_name text NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title text NOT NULL,
      text text NOT NULL,
      is_approved boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (dealer_id, reviewer_user_id)
    )`);
    await q.query(
      `CREATE INDEX dealer_reviews_dealer_idx ON dealer_reviews (dealer_id, created_at DESC) WHERE is_approved`,
    );
    await q.query(
      `CREATE INDEX dealer_reviews_moderation_idx ON dealer_reviews (is_approved, created_at DESC)`,
    );

    // A rep's id is their user id (see docs/dealers-api.md).
    await q.query(`CREATE TABLE sales_representatives (
      id uuid PRIMARY KEY,
      phone text, bio text,
      specializations text[] NOT NULL DEFAULT '{}',
      employee_id text,
      dealer_id uuid REFERENCES dealers (id) ON DELETE SET NULL,
      is_active boolean NOT NULL DEFAULT true,
      average_rating numeric(2,1),
      total_reviews integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX sales_representatives_public_idx ON sales_representatives (created_at DESC, id) WHERE is_active`,
    );

    await q.query(`CREATE TABLE users (
      user_id uuid PRIMARY KEY,
      email text,
      first_name text, last_name text, phone text,
      roles text[] NOT NULL DEFAULT '{user}',
      is_active boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

    await q.query(`CREATE TABLE listing_projection (
      listing_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      dealer_id uuid, sales_rep_id uuid,
      category text, condition text, status text,
      is_sold boolean NOT NULL DEFAULT false,
      title text, make text, model text, year integer, price numeric(12,2), mileage integer,
      location_city text, location_state text,
      views_count integer NOT NULL DEFAULT 0,
      created_at timestamptz,
      revision integer NOT NULL,
      -- A tombstone keeps the deletion's revision, so a late, older event cannot revive it.
      deleted boolean NOT NULL DEFAULT false
    )`);
    await q.query(
      `CREATE INDEX listing_projection_dealer_idx ON listing_projection (dealer_id) WHERE NOT deleted`,
    );
    await q.query(
      `CREATE INDEX listing_projection_owner_idx ON listing_projection (user_id) WHERE NOT deleted AND dealer_id IS NULL`,
    );
    await q.query(
      `CREATE INDEX listing_projection_rep_idx ON listing_projection (sales_rep_id) WHERE NOT deleted`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'listing_projection',
      'users',
      'sales_representatives',
      'dealer_reviews',
      'dealers',
      'dealer_applications',
    ])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
