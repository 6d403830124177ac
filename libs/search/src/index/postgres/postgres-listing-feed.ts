import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { vehicleCategorySchema } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { IndexedListing } from '../memory/memory-listings.js';

/** A document as the feed reads it: its current state, searchable or not. */
export type FeedDocument = IndexedListing & { searchable: boolean };

export interface FeedChanges {
  documents: FeedDocument[];
  removals: { id: string; revision: number }[];
  /** Pass to the next `changes` call. */
  watermark: string;
}

const COLUMNS = `id, revision, searchable, category, make, make_label, model, model_label, condition, fuel_type,
  transmission, year, price::float8 AS price, mileage, is_featured, dealer_id, sales_rep_id, location_city,
  location_state, location_text, lat, lon, (extract(epoch FROM created_at) * 1000)::float8 AS created_at,
  array_to_string(tsvector_to_array(search_text), ' ') AS words`;

/**
 * The listing index table as a change feed, for the in-memory read model of each search
 * replica (all replicas share the table; only one of them consumes each event).
 *
 * Every write records its transaction id (`written_xid`). A read in one snapshot returns
 * what was written at or after the watermark, and the next watermark is the oldest
 * transaction still running in that snapshot: every transaction below it has finished, so
 * whatever commits later carries an id at or above it and is read next time. Rows can be
 * read twice; applying them by revision makes that harmless.
 */
export class PostgresListingFeed {
  constructor(
    private readonly db: DataSource,
    private readonly batchSize = 20_000,
  ) {}

  /** Every searchable document, in batches from one snapshot; returns the watermark to follow from. */
  async load(onBatch: (documents: FeedDocument[]) => void): Promise<string> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const watermark = await this.snapshotXmin(manager);
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await queryRows(
          manager,
          `SELECT ${COLUMNS} FROM listing_documents WHERE searchable AND id > $1 ORDER BY id LIMIT $2`,
          [after, this.batchSize],
          Row,
        );
        if (rows.length === 0) return watermark;
        onBatch(rows.map(toDocument));
        after = rows[rows.length - 1].id;
        // Let searches and events in between batches of a long load.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
  }

  async changes(since: string): Promise<FeedChanges> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const watermark = await this.snapshotXmin(manager);
      // A poll reads the few rows written lately: always through the written_xid index. With
      // the parameter unknown at planning time (or stale statistics, as right after the
      // migration), the planner would otherwise scan the whole table twice a second.
      await execute(manager, `SET LOCAL enable_seqscan = off`);
      const [rows, removals] = await Promise.all([
        queryRows(
          manager,
          `SELECT ${COLUMNS} FROM listing_documents WHERE written_xid >= $1::xid8`,
          [since],
          Row,
        ),
        queryRows(
          manager,
          `SELECT id, revision FROM listing_tombstones WHERE written_xid >= $1::xid8`,
          [since],
          z.object({ id: z.string(), revision: z.number() }),
        ),
      ]);
      return { documents: rows.map(toDocument), removals, watermark };
    });
  }

  private async snapshotXmin(manager: EntityManager): Promise<string> {
    const [{ xmin }] = await queryRows(
      manager,
      `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
      [],
      z.object({ xmin: z.string() }),
    );
    return xmin;
  }
}

const Row = z.object({
  id: z.string(),
  revision: z.number(),
  searchable: z.boolean(),
  category: vehicleCategorySchema,
  make: z.string(),
  make_label: z.string(),
  model: z.string(),
  model_label: z.string(),
  condition: z.string(),
  fuel_type: z.string(),
  transmission: z.string(),
  year: z.number(),
  price: z.number(),
  mileage: z.number().nullable(),
  is_featured: z.boolean(),
  dealer_id: z.string().nullable(),
  sales_rep_id: z.string().nullable(),
  location_state: z.string().nullable(),
  location_city: z.string().nullable(),
  location_text: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  created_at: z.number(),
  words: z.string().nullable(),
});
type Row = z.infer<typeof Row>;

function toDocument(row: Row): FeedDocument {
  return {
    id: row.id,
    revision: row.revision,
    searchable: row.searchable,
    category: row.category,
    make: row.make,
    makeLabel: row.make_label,
    model: row.model,
    modelLabel: row.model_label,
    condition: row.condition,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    isFeatured: row.is_featured,
    dealerId: row.dealer_id,
    salesRepId: row.sales_rep_id,
    locationCity: row.location_city,
    locationState: row.location_state,
    locationText: row.location_text,
    lat: row.lat,
    lon: row.lon,
    createdAt: row.created_at,
    words: row.words ?? '',
  };
}
