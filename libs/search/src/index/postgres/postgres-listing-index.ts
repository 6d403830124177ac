import { execute, queryRows, type RowSchema } from '@market/platform';
import { z } from 'zod';
import {
  conditionLabels,
  type FacetRange,
  type FacetValue,
  fuelTypeLabels,
  type ListingCard,
  type ListingDocument,
  listingCardSchema,
  type SearchFacets,
  type SearchListingsResponse,
  type SearchSort,
  type Suggestion,
  transmissionLabels,
  type VehicleCategory,
} from '@market/contracts';
import type { DataSource } from 'typeorm';
import {
  byCountThenLabel,
  isCategorySearch,
  isSearchable,
  type ListingIndex,
  type ListingSearch,
  newestRank,
  PRICE_BUCKETS,
  toListingCard,
  toSuggestions,
  YEAR_BUCKETS,
} from '../listing-index.port.js';
import { boundingBox, type ZipLocator } from '../../geo/zip-locator.js';
import { decodeCursor, encodeCursor } from '../search-cursor.js';
import { countsFromFacetTable, cubeFilters } from './postgres-facet-counts.js';
import { Params } from './sql-params.js';

type Omit = 'make' | 'model' | 'conditions' | 'fuelTypes' | 'transmissions' | 'price' | 'year';

interface SortSpec {
  /** The expression ordered by (also the cursor value). */
  key: string;
  descending: boolean;
  /** How the cursor value is cast back. */
  cast: string;
}

const SORTS: Record<SearchSort, SortSpec> = {
  newest: { key: 'created_at', descending: true, cast: 'timestamptz' },
  price_asc: { key: 'price', descending: false, cast: 'numeric' },
  price_desc: { key: 'price', descending: true, cast: 'numeric' },
  year_desc: { key: 'year', descending: true, cast: 'integer' },
  mileage_asc: { key: 'coalesce(mileage, 2147483647)', descending: false, cast: 'integer' },
};

/** How long a public search may run before PostgreSQL cancels it (the API answers 503). */
export const READ_TIMEOUT_MS = 4_000;

/** A two-letter location is read as a US state code. */
export const isStateCode = (text: string) => /^[a-z]{2}$/i.test(text.trim());

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The listing index in PostgreSQL, the embedded default: b-tree indexes per sort within a
 * category, full text for `q`, keyset paging, facets by GROUP BY on the filtered set.
 */
export class PostgresListingIndex implements ListingIndex {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly db: DataSource,
    private readonly zips: ZipLocator,
    /** Answer totals and facets from the facet counts table where a search allows (off: always scan). */
    private readonly options: { facetCounts: boolean } = { facetCounts: true },
  ) {}

  async prepare(): Promise<void> {
    // The service's migrations create the tables.
  }

  async upsert(documents: ListingDocument[]): Promise<void> {
    const newest = new Map<string, ListingDocument>();
    for (const document of documents) {
      const held = newest.get(document.id);
      if (!held || held.revision < document.revision) newest.set(document.id, document);
    }
    if (newest.size === 0) return;
    const rows = [...newest.values()].map((d) => ({
      id: d.id,
      ...(this.zips.locate(d.locationZip) ?? { lat: null, lon: null }),
      revision: d.revision,
      searchable: isSearchable(d),
      category: d.category,
      make: d.make,
      make_label: d.makeLabel,
      model: d.model,
      model_label: d.modelLabel,
      year: d.year,
      price: d.price,
      mileage: d.mileage,
      condition: d.condition,
      transmission: d.transmission,
      fuel_type: d.fuelType,
      location_city: d.locationCity,
      location_state: d.locationState,
      location_zip: d.locationZip,
      location_text: [d.locationCity, d.locationState, d.locationZip]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      is_featured: d.isFeatured,
      dealer_id: d.dealerId,
      sales_rep_id: d.salesRepId,
      // The "newest" key: the creation time, ahead while the listing has priority placement.
      created_at: newestRank(d),
      text: [d.title, d.makeLabel, d.modelLabel, d.description, ...d.features]
        .filter(Boolean)
        .join(' '),
      card: toListingCard(d),
    }));
    await execute(
      this.db,
      `INSERT INTO listing_documents AS l (id, revision, searchable, category, make, make_label, model, model_label, year, price,
         mileage, condition, transmission, fuel_type, location_city, location_state, location_zip, location_text, is_featured,
         dealer_id, sales_rep_id, created_at, search_text, card, lat, lon)
       SELECT d.id, d.revision, d.searchable, d.category, d.make, d.make_label, d.model, d.model_label, d.year, d.price,
         d.mileage, d.condition, d.transmission, d.fuel_type, d.location_city, d.location_state, d.location_zip, d.location_text,
         d.is_featured, d.dealer_id, d.sales_rep_id, d.created_at, to_tsvector('simple', d.text), d.card, d.lat, d.lon
       FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, revision integer, searchable boolean, category text, make text,
         make_label text, model text, model_label text, year integer, price numeric, mileage integer, condition text,
         transmission text, fuel_type text, location_city text, location_state text, location_zip text, location_text text,
         is_featured boolean, dealer_id uuid, sales_rep_id uuid, created_at timestamptz, text text, card jsonb,
         lat double precision, lon double precision)
       WHERE NOT EXISTS (SELECT 1 FROM listing_tombstones t WHERE t.id = d.id AND t.revision >= d.revision)
       ON CONFLICT (id) DO UPDATE SET revision = EXCLUDED.revision, searchable = EXCLUDED.searchable, category = EXCLUDED.category,
         make = EXCLUDED.make, make_label = EXCLUDED.make_label, model = EXCLUDED.model, model_label = EXCLUDED.model_label,
         year = EXCLUDED.year, price = EXCLUDED.price, mileage = EXCLUDED.mileage, condition = EXCLUDED.condition,
         transmission = EXCLUDED.transmission, fuel_type = EXCLUDED.fuel_type, location_city = EXCLUDED.location_city,
         location_state = EXCLUDED.location_state, location_zip = EXCLUDED.location_zip, location_text = EXCLUDED.location_text,
         is_featured = EXCLUDED.is_featured, dealer_id = EXCLUDED.dealer_id, sales_rep_id = EXCLUDED.sales_rep_id,
         created_at = EXCLUDED.created_at, search_text = EXCLUDED.search_text, card = EXCLUDED.card, lat = EXCLUDED.lat,
         lon = EXCLUDED.lon, indexed_at = now(), written_xid = pg_current_xact_id()
       WHERE l.revision < EXCLUDED.revision`,
      [JSON.stringify(rows)],
    );
  }

  async remove(listingId: string, revision: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      await execute(
        manager,
        `INSERT INTO listing_tombstones (id, revision) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET revision = greatest(listing_tombstones.revision, EXCLUDED.revision), deleted_at = now(),
           written_xid = pg_current_xact_id()`,
        [listingId, revision],
      );
      await execute(manager, `DELETE FROM listing_documents WHERE id = $1 AND revision < $2`, [
        listingId,
        revision,
      ]);
    });
  }

  async search(search: ListingSearch): Promise<SearchListingsResponse> {
    const sort = SORTS[search.sort];
    const direction = sort.descending ? 'DESC' : 'ASC';
    const params = new Params();
    const where = this.where(search, params, new Set());
    const cursor = decodeCursor(search.cursor);
    const after = cursor
      ? ` AND (${sort.key}, id) ${sort.descending ? '<' : '>'} (${params.add(cursor.value)}::${sort.cast}, ${params.add(cursor.id)}::uuid)`
      : '';
    const limit = params.add(search.limit + 1);
    const distance = search.near ? `, ${this.distanceSql(search.near, params)} AS distance` : '';
    const itemsQuery = this.read(
      `SELECT card, ${sort.key} AS sort_value, id${distance} FROM listing_documents
       WHERE ${where}${after} ORDER BY ${sort.key} ${direction}, id ${direction} LIMIT ${limit}`,
      params.values,
      z.object({
        card: listingCardSchema,
        sort_value: z.union([z.string(), z.number(), z.date()]),
        id: z.string(),
        distance: z.number().optional(),
      }),
    );
    const counted =
      this.options.facetCounts && cubeFilters(search)
        ? countsFromFacetTable((sql, values, row) => this.read(sql, values, row), search)
        : Promise.all([this.scanTotal(search), search.facets ? this.facets(search) : null]).then(
            ([total, facets]) => ({ total, facets }),
          );
    const [rows, { total, facets }] = await Promise.all([itemsQuery, counted]);
    const page = rows.slice(0, search.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) =>
        search.near
          ? { ...row.card, distanceMiles: Math.round(Number(row.distance) * 10) / 10 }
          : row.card,
      ),
      total,
      nextCursor:
        rows.length > search.limit && last
          ? encodeCursor({
              value:
                last.sort_value instanceof Date
                  ? last.sort_value.toISOString()
                  : Number(last.sort_value),
              id: last.id,
            })
          : null,
      facets,
    };
  }

  async featured(category: VehicleCategory, limit: number): Promise<ListingCard[]> {
    const rows = await this.read(
      `SELECT card FROM listing_documents WHERE searchable AND category = $1 AND is_featured
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [category, limit],
      z.object({ card: listingCardSchema }),
    );
    return rows.map((row) => row.card);
  }

  async suggest(text: string, category: VehicleCategory, limit: number): Promise<Suggestion[]> {
    const prefix = `${escapeLike(text.trim())}%`;
    const [makes, models, places] = await Promise.all([
      this.read(
        `SELECT make, max(make_label) AS label, count(*) AS n FROM listing_documents
         WHERE searchable AND category = $1 AND make_label ILIKE $2 GROUP BY make ORDER BY n DESC, label LIMIT $3`,
        [category, prefix, limit],
        z.object({ make: z.string(), label: z.string() }),
      ),
      this.read(
        `SELECT make, model, max(make_label) AS make_label, max(model_label) AS model_label, count(*) AS n FROM listing_documents
         WHERE searchable AND category = $1 AND (model_label ILIKE $2 OR make_label || ' ' || model_label ILIKE $2)
         GROUP BY make, model ORDER BY n DESC, model_label LIMIT $3`,
        [category, prefix, limit],
        z.object({
          make: z.string(),
          model: z.string(),
          make_label: z.string(),
          model_label: z.string(),
        }),
      ),
      this.read(
        `SELECT location_city AS city, location_state AS state, count(*) AS n FROM listing_documents
         WHERE searchable AND category = $1 AND location_city ILIKE $2 GROUP BY location_city, location_state
         ORDER BY n DESC, city LIMIT $3`,
        [category, prefix, limit],
        z.object({ city: z.string(), state: z.string().nullable() }),
      ),
    ]);
    return toSuggestions(
      {
        makes,
        models: models.map((row) => ({
          ...row,
          makeLabel: row.make_label,
          modelLabel: row.model_label,
        })),
        places,
      },
      limit,
    );
  }

  async *revisions(after?: string): AsyncIterable<{ id: string; revision: number }[]> {
    let last = after ?? '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await queryRows(
        this.db,
        `SELECT id, revision FROM listing_documents WHERE id > $1 ORDER BY id LIMIT 1000`,
        [last],
        z.object({ id: z.string(), revision: z.number() }),
      );
      if (rows.length === 0) return;
      yield rows;
      last = rows[rows.length - 1].id;
    }
  }

  /**
   * The cards of listings by id as JSON text, with their revisions (for a page another read
   * model chose): taken as PostgreSQL writes them, neither parsed nor written again here.
   */
  async cardsOf(ids: string[]): Promise<Map<string, { revision: number; card: string }>> {
    if (ids.length === 0) return new Map();
    // A primary-key read cannot run long: one round trip, without the timeout's transaction.
    const rows = await queryRows(
      this.db,
      `SELECT id, revision, card::text AS card FROM listing_documents WHERE id = ANY($1::uuid[]) AND searchable`,
      [ids],
      z.object({ id: z.string(), revision: z.number(), card: z.string() }),
    );
    return new Map(rows.map((row) => [row.id, { revision: row.revision, card: row.card }]));
  }

  /**
   * The lexemes of `q` as `plainto_tsquery('simple', q)` takes them (it matches a text
   * holding all of them): the in-memory model matches them against its word index.
   */
  async queryWords(q: string): Promise<string[]> {
    const [row] = await this.read(
      `SELECT tsvector_to_array(to_tsvector('simple', $1)) AS words`,
      [q],
      z.object({ words: z.array(z.string()) }),
    );
    return row.words;
  }

  async isHealthy(): Promise<boolean> {
    return (
      (await queryRows(this.db, 'SELECT 1 AS one', [], z.object({ one: z.number() }))).length === 1
    );
  }

  async close(): Promise<void> {
    // The module owns the DataSource.
  }

  private async scanTotal(search: ListingSearch): Promise<number> {
    const params = new Params();
    const [{ total }] = await this.read(
      `SELECT count(*)::int AS total FROM listing_documents WHERE ${this.where(search, params, new Set())}`,
      params.values,
      z.object({ total: z.number() }),
    );
    return total;
  }

  /**
   * A public read, cut off after READ_TIMEOUT_MS so one slow search cannot hold the pool
   * while other visitors queue behind it.
   */
  private read<S extends RowSchema>(sql: string, params: unknown[], row: S): Promise<z.infer<S>[]> {
    return this.db.transaction(async (manager) => {
      await execute(manager, `SET LOCAL statement_timeout = ${READ_TIMEOUT_MS}`);
      return queryRows(manager, sql, params, row);
    });
  }

  /** The filters of a search as SQL; facets leave out their own filter (`omit`). */
  private where(search: ListingSearch, params: Params, omit: Set<Omit>): string {
    const clauses = ['searchable'];
    if (isCategorySearch(search)) clauses.push(`category = ${params.add(search.category)}`);
    if (search.make && !omit.has('make')) clauses.push(`make = ${params.add(search.make)}`);
    if (search.model && !omit.has('model') && !omit.has('make'))
      clauses.push(`model = ${params.add(search.model)}`);
    if (!omit.has('price')) {
      if (search.priceMin !== undefined) clauses.push(`price >= ${params.add(search.priceMin)}`);
      if (search.priceMax !== undefined) clauses.push(`price <= ${params.add(search.priceMax)}`);
    }
    if (!omit.has('year')) {
      if (search.yearMin !== undefined) clauses.push(`year >= ${params.add(search.yearMin)}`);
      if (search.yearMax !== undefined) clauses.push(`year <= ${params.add(search.yearMax)}`);
    }
    if (search.mileageMax !== undefined)
      clauses.push(`mileage <= ${params.add(search.mileageMax)}`);
    if (search.conditions.length && !omit.has('conditions'))
      clauses.push(`condition = ANY(${params.add(search.conditions)})`);
    if (search.transmissions.length && !omit.has('transmissions')) {
      clauses.push(`transmission = ANY(${params.add(search.transmissions)})`);
    }
    if (search.fuelTypes.length && !omit.has('fuelTypes'))
      clauses.push(`fuel_type = ANY(${params.add(search.fuelTypes)})`);
    if (search.featured !== undefined) clauses.push(`is_featured = ${params.add(search.featured)}`);
    if (search.dealerId) clauses.push(`dealer_id = ${params.add(search.dealerId)}`);
    if (search.salesRepId) clauses.push(`sales_rep_id = ${params.add(search.salesRepId)}`);
    if (search.location) {
      // Two letters name a state ("TX"); anything longer is a contains-match on city, state
      // and ZIP (SPEC.md §7), which the trigram index answers.
      clauses.push(
        isStateCode(search.location)
          ? `location_state = ${params.add(search.location.toUpperCase())}`
          : `location_text LIKE ${params.add(`%${escapeLike(search.location.toLowerCase())}%`)}`,
      );
    }
    if (search.q) clauses.push(`search_text @@ plainto_tsquery('simple', ${params.add(search.q)})`);
    if (search.near) {
      const box = boundingBox(search.near, search.near.miles);
      clauses.push(
        `lat BETWEEN ${params.add(box.minLat)} AND ${params.add(box.maxLat)} AND lon BETWEEN ${params.add(box.minLon)} AND ${params.add(box.maxLon)}`,
        `${this.distanceSql(search.near, params)} <= ${params.add(search.near.miles)}`,
      );
    }
    return clauses.join(' AND ');
  }

  /** Haversine distance in miles from the search centre to the listing's ZIP centre. */
  private distanceSql(centre: { lat: number; lon: number }, params: Params): string {
    const lat = params.add(centre.lat);
    const lon = params.add(centre.lon);
    return `(2 * 3958.8 * asin(least(1, sqrt(power(sin(radians(lat - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lon - ${lon}::float8) / 2), 2)))))`;
  }

  private async facets(search: ListingSearch): Promise<SearchFacets> {
    const grouped = async (
      column: string,
      labelColumn: string | null,
      omit: Omit[],
    ): Promise<{ value: string; label: string; count: number }[]> => {
      const params = new Params();
      const rows = await this.read(
        `SELECT ${column} AS value, max(${labelColumn ?? column}) AS label, count(*)::int AS count FROM listing_documents
         WHERE ${this.where(search, params, new Set(omit))} GROUP BY ${column} ORDER BY count DESC, label, value LIMIT 100`,
        params.values,
        z.object({ value: z.string(), label: z.string(), count: z.number() }),
      );
      return rows;
    };
    const labelled = (
      rows: { value: string; count: number }[],
      labels: Record<string, string>,
    ): FacetValue[] =>
      rows
        .map((row) => ({
          value: row.value,
          label: labels[row.value] ?? row.value,
          count: row.count,
        }))
        .sort(byCountThenLabel);
    const buckets = async (
      column: 'price' | 'year',
      ranges: typeof PRICE_BUCKETS,
      omit: Omit,
    ): Promise<FacetRange[]> => {
      const params = new Params();
      const where = this.where(search, params, new Set([omit]));
      // Prices: from < price ≤ to. Years: from ≤ year ≤ to (see PRICE_BUCKETS).
      const counts = ranges.map((range, i) => {
        const parts = [
          range.from !== null
            ? `${column} ${column === 'price' ? '>' : '>='} ${params.add(range.from)}`
            : null,
          range.to !== null ? `${column} <= ${params.add(range.to)}` : null,
        ].filter(Boolean);
        return `count(*) FILTER (WHERE ${parts.join(' AND ') || 'true'})::int AS b${i}`;
      });
      const [row] = await this.read(
        `SELECT ${counts.join(', ')} FROM listing_documents WHERE ${where}`,
        params.values,
        z.record(z.string(), z.number()),
      );
      return ranges.map((range, i) => ({ ...range, count: row[`b${i}`] }));
    };
    const [make, model, condition, fuelType, transmission, price, year] = await Promise.all([
      grouped('make', 'make_label', ['make', 'model']),
      search.make ? grouped('model', 'model_label', ['model']) : Promise.resolve([]),
      grouped('condition', null, ['conditions']),
      grouped('fuel_type', null, ['fuelTypes']),
      grouped('transmission', null, ['transmissions']),
      buckets('price', PRICE_BUCKETS, 'price'),
      buckets('year', YEAR_BUCKETS, 'year'),
    ]);
    return {
      make,
      model,
      condition: labelled(condition, conditionLabels),
      fuelType: labelled(fuelType, fuelTypeLabels),
      transmission: labelled(transmission, transmissionLabels),
      price,
      year,
    };
  }
}
