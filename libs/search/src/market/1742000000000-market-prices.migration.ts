import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The prices the deal rating compares (issue 18): one row per listing with its comparable
 * segment (category, make, model, three-year band) and whether it is active. Kept from the
 * listings events by its own consumer group, whatever the search engine; filled from the
 * PostgreSQL index where one exists.
 */
export class MarketPrices1742000000000 implements MigrationInterface {
  name = 'MarketPrices1742000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE market_prices (
      listing_id uuid PRIMARY KEY,
      revision integer NOT NULL,
      active boolean NOT NULL,
      segment text NOT NULL,
      year integer NOT NULL,
      price numeric(12,2) NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query(`CREATE INDEX market_prices_changed_idx ON market_prices (changed_at)`);
    await q.query(`INSERT INTO market_prices (listing_id, revision, active, segment, year, price)
      SELECT id, revision, searchable, category || '|' || make || '|' || model || '|' || (floor(year / 3.0) * 3)::int, year, price
      FROM listing_documents`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS market_prices`);
  }
}
