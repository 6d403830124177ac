import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facet counts kept by the index writes: how many searchable listings each combination of
 * the facet dimensions holds. Searches whose filters are all facet dimensions (the home
 * page's make/model and the quick filters) take their total and facets from here instead
 * of scanning the listings. A trigger keeps it exact in the same transaction as each write.
 */
export class SearchFacetCounts1735000000002 implements MigrationInterface {
  name = 'SearchFacetCounts1735000000002';

  async up(q: QueryRunner): Promise<void> {
    // The bucket edges match PRICE_BUCKETS and YEAR_BUCKETS in listing-index.port.ts.
    await q.query(`CREATE FUNCTION price_bucket(price numeric) RETURNS smallint IMMUTABLE LANGUAGE sql AS $$
      SELECT CASE WHEN price <= 10000 THEN 0 WHEN price <= 25000 THEN 1 WHEN price <= 50000 THEN 2 WHEN price <= 100000 THEN 3 ELSE 4 END::smallint
    $$`);
    await q.query(`CREATE FUNCTION year_bucket(year integer) RETURNS smallint IMMUTABLE LANGUAGE sql AS $$
      SELECT CASE WHEN year >= 2020 THEN 0 WHEN year >= 2015 THEN 1 WHEN year >= 2010 THEN 2 WHEN year >= 2005 THEN 3 ELSE 4 END::smallint
    $$`);
    await q.query(`CREATE TABLE listing_facet_counts (
      category text NOT NULL,
      make text NOT NULL, model text NOT NULL,
      condition text NOT NULL, fuel_type text NOT NULL, transmission text NOT NULL,
      price_bucket smallint NOT NULL, year_bucket smallint NOT NULL,
      make_label text NOT NULL, model_label text NOT NULL,
      n integer NOT NULL,
      PRIMARY KEY (category, make, model, condition, fuel_type, transmission, price_bucket, year_bucket)
    )`);
    // SET search_path FROM CURRENT: the trigger finds the service's tables whoever writes (an
    // operator's psql session has no search_path for this schema).
    await q.query(`CREATE FUNCTION listing_facet_counts_follow() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.searchable THEN
          UPDATE listing_facet_counts SET n = n - 1
           WHERE category = OLD.category AND make = OLD.make AND model = OLD.model AND condition = OLD.condition
             AND fuel_type = OLD.fuel_type AND transmission = OLD.transmission
             AND price_bucket = price_bucket(OLD.price) AND year_bucket = year_bucket(OLD.year);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.searchable THEN
          INSERT INTO listing_facet_counts AS c VALUES (NEW.category, NEW.make, NEW.model, NEW.condition, NEW.fuel_type,
            NEW.transmission, price_bucket(NEW.price), year_bucket(NEW.year), NEW.make_label, NEW.model_label, 1)
          ON CONFLICT (category, make, model, condition, fuel_type, transmission, price_bucket, year_bucket)
          DO UPDATE SET n = c.n + 1, make_label = EXCLUDED.make_label, model_label = EXCLUDED.model_label;
        END IF;
        RETURN NULL;
      END
    $$`);
    await q.query(`CREATE TRIGGER listing_documents_facet_counts AFTER INSERT OR UPDATE OR DELETE ON listing_documents
      FOR EACH ROW EXECUTE FUNCTION listing_facet_counts_follow()`);
    await q.query(`INSERT INTO listing_facet_counts
      SELECT category, make, model, condition, fuel_type, transmission, price_bucket(price), year_bucket(year),
        max(make_label), max(model_label), count(*)
      FROM listing_documents WHERE searchable
      GROUP BY category, make, model, condition, fuel_type, transmission, price_bucket(price), year_bucket(year)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS listing_documents_facet_counts ON listing_documents`);
    await q.query(`DROP FUNCTION IF EXISTS listing_facet_counts_follow()`);
    await q.query(`DROP TABLE IF EXISTS listing_facet_counts`);
    await q.query(`DROP FUNCTION IF EXISTS price_bucket(numeric)`);
    await q.query(`DROP FUNCTION IF EXISTS year_bucket(integer)`);
  }
}
