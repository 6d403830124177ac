import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each listing's ZIP centre, for radius search (a box prefilter on the index, then the exact distance). */
export class SearchGeo1735000000001 implements MigrationInterface {
  name = 'SearchGeo1735000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE listing_documents ADD COLUMN lat double precision, ADD COLUMN lon double precision`,
    );
    await q.query(
      `CREATE INDEX listing_documents_geo_idx ON listing_documents (category, lat, lon) WHERE searchable AND lat IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_documents DROP COLUMN lat, DROP COLUMN lon`);
  }
}
