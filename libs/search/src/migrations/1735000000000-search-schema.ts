import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL listing index: one row per listing with the columns the filters and sorts
 * use and the card to answer with; deleted listings leave a tombstone with their revision.
 */
export class SearchSchema1735000000000 implements MigrationInterface {
  name = 'SearchSchema1735000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE listing_documents (
      id uuid PRIMARY KEY,
      revision integer NOT NULL,
      searchable boolean NOT NULL,
      category text NOT NULL,
      make text NOT NULL, make_label text NOT NULL,
      model text NOT NULL, model_label text NOT NULL,
      year integer NOT NULL,
      price numeric(12,2) NOT NULL,
      mileage integer,
      condition text NOT NULL,
      transmission text NOT NULL,
      fuel_type text NOT NULL,
      location_city text, location_state text, location_zip text,
      location_text text NOT NULL DEFAULT '',
      is_featured boolean NOT NULL,
      dealer_id uuid,
      sales_rep_id uuid,
      created_at timestamptz NOT NULL,
      search_text tsvector NOT NULL,
      card jsonb NOT NULL,
      indexed_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Every public query starts with "searchable in this category"; the sorts follow.
    for (const [name, columns] of [
      ['newest', 'created_at DESC, id DESC'],
      ['price', 'price, id'],
      ['year', 'year DESC, id DESC'],
      ['mileage', 'coalesce(mileage, 2147483647), id'],
      ['make_model', 'make, model, created_at DESC'],
      ['featured', 'is_featured, created_at DESC'],
    ] as const) {
      await q.query(
        `CREATE INDEX listing_documents_${name}_idx ON listing_documents (category, ${columns}) WHERE searchable`,
      );
    }
    await q.query(
      `CREATE INDEX listing_documents_dealer_idx ON listing_documents (dealer_id) WHERE searchable AND dealer_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX listing_documents_rep_idx ON listing_documents (sales_rep_id) WHERE searchable AND sales_rep_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX listing_documents_text_idx ON listing_documents USING gin (search_text) WHERE searchable`,
    );
    await q.query(
      `CREATE TABLE listing_tombstones (id uuid PRIMARY KEY, revision integer NOT NULL, deleted_at timestamptz NOT NULL DEFAULT now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS listing_tombstones`);
    await q.query(`DROP TABLE IF EXISTS listing_documents`);
  }
}
