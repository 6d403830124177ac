import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Location search without scanning: trigram matching for the contains-match on city and
 * ZIP (SPEC.md §7), and the state for two-letter searches.
 */
export class SearchLocationIndex1735000000003 implements MigrationInterface {
  name = 'SearchLocationIndex1735000000003';

  async up(q: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension: the database owner may create it (PostgreSQL 13+).
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(
      `CREATE INDEX listing_documents_location_trgm_idx ON listing_documents USING gin (location_text public.gin_trgm_ops) WHERE searchable`,
    );
    await q.query(
      `CREATE INDEX listing_documents_state_idx ON listing_documents (category, location_state) WHERE searchable`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS listing_documents_state_idx`);
    await q.query(`DROP INDEX IF EXISTS listing_documents_location_trgm_idx`);
  }
}
