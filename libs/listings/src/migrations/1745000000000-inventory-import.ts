import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dealer inventory import (docs/inventory-import.md): a listing imported into an inventory
 * (`import_scope`: the dealer id, or a sales rep's user id) is keyed there by its stock
 * number, else its VIN. An import is a job row that survives a restart; its valid rows wait
 * in listing_import_rows until applied, and photos given by URL are fetched in the background.
 */
export class InventoryImport1745000000000 implements MigrationInterface {
  name = 'InventoryImport1745000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vehicle_listings
      ADD COLUMN import_scope uuid,
      ADD COLUMN stock_number text,
      ADD COLUMN import_key text,
      ADD COLUMN import_photo_urls jsonb`);
    await q.query(
      `CREATE UNIQUE INDEX vehicle_listings_import_key_idx ON vehicle_listings (import_scope, import_key) WHERE import_scope IS NOT NULL`,
    );
    await q.query(`CREATE TABLE listing_imports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      dealer_id uuid,
      sales_rep_id uuid,
      import_scope uuid NOT NULL,
      seller_active boolean NOT NULL DEFAULT true,
      file_name text NOT NULL,
      status text NOT NULL CHECK (status IN ('validated','queued','running','completed','failed')),
      total_rows integer NOT NULL,
      valid_rows integer NOT NULL,
      invalid_rows integer NOT NULL,
      error_count integer NOT NULL,
      errors jsonb NOT NULL DEFAULT '[]',
      preview jsonb NOT NULL,
      result jsonb NOT NULL DEFAULT '{"created":0,"updated":0,"unchanged":0,"deactivated":0}',
      processed_rows integer NOT NULL DEFAULT 0,
      cursor_row integer NOT NULL DEFAULT 0,
      deactivation_done boolean NOT NULL DEFAULT false,
      failure text,
      attempts integer NOT NULL DEFAULT 0,
      lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      committed_at timestamptz,
      finished_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX listing_imports_user_idx ON listing_imports (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX listing_imports_pending_idx ON listing_imports (committed_at) WHERE status IN ('queued','running')`,
    );
    // Every keyed row of the file: valid ones carry the values to write; an invalid row's key
    // still keeps its unit from being deactivated as "missing".
    await q.query(`CREATE TABLE listing_import_rows (
      import_id uuid NOT NULL REFERENCES listing_imports(id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      import_key text NOT NULL,
      fields jsonb,
      PRIMARY KEY (import_id, row_number)
    )`);
    await q.query(
      `CREATE INDEX listing_import_rows_key_idx ON listing_import_rows (import_id, import_key)`,
    );
    await q.query(`CREATE TABLE listing_import_photos (
      id bigserial PRIMARY KEY,
      import_id uuid NOT NULL REFERENCES listing_imports(id) ON DELETE CASCADE,
      listing_id uuid NOT NULL REFERENCES vehicle_listings(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      urls jsonb NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','done','failed')),
      attempts integer NOT NULL DEFAULT 0,
      failure text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX listing_import_photos_queued_idx ON listing_import_photos (id) WHERE status = 'queued'`,
    );
    await q.query(
      `CREATE INDEX listing_import_photos_import_idx ON listing_import_photos (import_id, status)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_import_photos`);
    await q.query(`DROP TABLE IF EXISTS listing_import_rows`);
    await q.query(`DROP TABLE IF EXISTS listing_imports`);
    await q.query(`DROP INDEX IF EXISTS vehicle_listings_import_key_idx`);
    await q.query(`ALTER TABLE vehicle_listings
      DROP COLUMN IF EXISTS import_photo_urls, DROP COLUMN IF EXISTS import_key,
      DROP COLUMN IF EXISTS stock_number, DROP COLUMN IF EXISTS import_scope`);
  }
}
