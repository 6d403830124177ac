import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change feed for the in-memory read model of every search replica: each write to a
 * document or tombstone records its transaction id, and a replica reads what was written
 * since the oldest transaction still running at its previous read (see
 * PostgresListingFeed), so no commit is missed whatever order transactions commit in.
 */
export class SearchChangeFeed1735000000004 implements MigrationInterface {
  name = 'SearchChangeFeed1735000000004';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['listing_documents', 'listing_tombstones']) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN written_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`,
      );
      await q.query(`CREATE INDEX ${table}_written_xid_idx ON ${table} (written_xid)`);
      await q.query(`ANALYZE ${table}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['listing_documents', 'listing_tombstones']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN written_xid`);
    }
  }
}
