import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type {
  Condition,
  DealerInventoryItem,
  InventoryOverview,
  ListingDocument,
  ListingStats,
  VehicleCategory,
} from '@market/contracts';
import {
  CONDITIONS,
  VEHICLE_CATEGORIES,
  conditionSchema,
  vehicleCategorySchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { iso } from './sql.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** Whose listings a figure covers. */
export type ListingScope =
  /** What a dealer manages (SPEC.md §6): listings with its id, or its owner's listings without a dealer id. */
  | { kind: 'dealer'; dealerId: string; userId: string }
  /** What the public profile counts: listings carrying the dealer's id. */
  | { kind: 'dealer-public'; dealerId: string }
  | { kind: 'sales-rep'; userId: string };

function scopeFilter(scope: ListingScope): { sql: string; params: unknown[] } {
  switch (scope.kind) {
    case 'dealer':
      return {
        sql: `(dealer_id = $1 OR (dealer_id IS NULL AND user_id = $2))`,
        params: [scope.dealerId, scope.userId],
      };
    case 'dealer-public':
      return { sql: `dealer_id = $1`, params: [scope.dealerId] };
    case 'sales-rep':
      return { sql: `sales_rep_id = $1`, params: [scope.userId] };
  }
}

/** The dashboards' four figures over the listings a query selects. */
const FIGURES = `count(*) AS total,
  count(*) FILTER (WHERE status = 'active' AND NOT is_sold) AS active,
  count(*) FILTER (WHERE is_sold OR status = 'sold') AS sold,
  coalesce(sum(views_count), 0) AS views`;

const FigureRow = z.object({
  total: z.string(),
  active: z.string(),
  sold: z.string(),
  views: z.string(),
});
type FigureRow = z.infer<typeof FigureRow>;

const toStats = (row: FigureRow): ListingStats => ({
  totalListings: Number(row.total),
  activeListings: Number(row.active),
  soldListings: Number(row.sold),
  totalViews: Number(row.views),
});

/**
 * The dealers context's copy of the listings it counts, kept from the listings events.
 * Every write compares revisions, so a redelivered or reordered older event changes
 * nothing; views only ever grow.
 */
@Injectable()
export class ListingProjectionRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  async upsert(manager: EntityManager, listing: ListingDocument): Promise<void> {
    await execute(
      manager,
      `INSERT INTO listing_projection (listing_id, user_id, dealer_id, sales_rep_id, category, condition, status, is_sold,
         title, make, model, year, price, mileage, location_city, location_state, views_count, created_at, revision)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)
       ON CONFLICT (listing_id) DO UPDATE SET user_id = EXCLUDED.user_id, dealer_id = EXCLUDED.dealer_id,
         sales_rep_id = EXCLUDED.sales_rep_id, category = EXCLUDED.category, condition = EXCLUDED.condition,
         status = EXCLUDED.status, is_sold = EXCLUDED.is_sold, title = EXCLUDED.title, make = EXCLUDED.make,
         model = EXCLUDED.model, year = EXCLUDED.year, price = EXCLUDED.price, mileage = EXCLUDED.mileage,
         location_city = EXCLUDED.location_city, location_state = EXCLUDED.location_state,
         views_count = greatest(listing_projection.views_count, EXCLUDED.views_count),
         created_at = EXCLUDED.created_at, revision = EXCLUDED.revision, deleted = false
       WHERE listing_projection.revision < EXCLUDED.revision`,
      [
        listing.id,
        listing.userId,
        listing.dealerId,
        listing.salesRepId,
        listing.category,
        listing.condition,
        listing.status,
        listing.isSold,
        listing.title,
        listing.makeLabel,
        listing.modelLabel,
        listing.year,
        listing.price,
        listing.mileage,
        listing.locationCity,
        listing.locationState,
        listing.viewsCount,
        listing.createdAt,
        listing.revision,
      ],
    );
  }

  /**
   * Many documents in one statement (an inventory import's chunk), with the same revision
   * rule as `upsert`; a listing appears at most once per batch (the newest revision kept).
   */
  async upsertMany(manager: EntityManager, listings: ListingDocument[]): Promise<void> {
    const newest = new Map<string, ListingDocument>();
    for (const listing of listings) {
      const seen = newest.get(listing.id);
      if (!seen || seen.revision < listing.revision) newest.set(listing.id, listing);
    }
    if (newest.size === 0) return;
    await execute(
      manager,
      `INSERT INTO listing_projection (listing_id, user_id, dealer_id, sales_rep_id, category, condition, status, is_sold,
         title, make, model, year, price, mileage, location_city, location_state, views_count, created_at, revision)
       SELECT r.id, r."userId", r."dealerId", r."salesRepId", r.category, r.condition, r.status, r."isSold",
         r.title, r."makeLabel", r."modelLabel", r.year, r.price, r.mileage, r."locationCity", r."locationState",
         r."viewsCount", r."createdAt", r.revision
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, "userId" uuid, "dealerId" uuid, "salesRepId" uuid, category text,
         condition text, status text, "isSold" boolean, title text, "makeLabel" text, "modelLabel" text, year integer,
         price numeric, mileage integer, "locationCity" text, "locationState" text, "viewsCount" integer,
         "createdAt" timestamptz, revision integer)
       ON CONFLICT (listing_id) DO UPDATE SET user_id = EXCLUDED.user_id, dealer_id = EXCLUDED.dealer_id,
         sales_rep_id = EXCLUDED.sales_rep_id, category = EXCLUDED.category, condition = EXCLUDED.condition,
         status = EXCLUDED.status, is_sold = EXCLUDED.is_sold, title = EXCLUDED.title, make = EXCLUDED.make,
         model = EXCLUDED.model, year = EXCLUDED.year, price = EXCLUDED.price, mileage = EXCLUDED.mileage,
         location_city = EXCLUDED.location_city, location_state = EXCLUDED.location_state,
         views_count = greatest(listing_projection.views_count, EXCLUDED.views_count),
         created_at = EXCLUDED.created_at, revision = EXCLUDED.revision, deleted = false
       WHERE listing_projection.revision < EXCLUDED.revision`,
      [JSON.stringify([...newest.values()])],
    );
  }

  /** Leaves a tombstone with the deletion's revision. */
  async delete(
    manager: EntityManager,
    listing: { listingId: string; userId: string; revision: number },
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO listing_projection (listing_id, user_id, revision, deleted) VALUES ($1, $2, $3, true)
       ON CONFLICT (listing_id) DO UPDATE SET deleted = true, revision = EXCLUDED.revision
       WHERE listing_projection.revision < EXCLUDED.revision`,
      [listing.listingId, listing.userId, listing.revision],
    );
  }

  /** Absolute counts from the listings service; a smaller (older) count never lowers ours. */
  async recordViews(
    manager: EntityManager,
    counts: { listingId: string; viewsCount: number }[],
  ): Promise<void> {
    if (counts.length === 0) return;
    await execute(
      manager,
      `UPDATE listing_projection p SET views_count = greatest(p.views_count, c.views)
       FROM unnest($1::uuid[], $2::int[]) AS c(id, views) WHERE p.listing_id = c.id`,
      [counts.map((c) => c.listingId), counts.map((c) => c.viewsCount)],
    );
  }

  async stats(scope: ListingScope): Promise<ListingStats> {
    const { sql, params } = scopeFilter(scope);
    const [row] = await queryRows(
      this.db,
      `SELECT ${FIGURES} FROM listing_projection WHERE NOT deleted AND ${sql}`,
      params,
      FigureRow,
    );
    return toStats(row);
  }

  /** The 'dealer' scope's figures of several dealers in one round trip (the admin's list), by dealer id. */
  async dealerStats(
    dealers: { dealerId: string; userId: string }[],
  ): Promise<Map<string, ListingStats>> {
    if (dealers.length === 0) return new Map();
    const rows = await queryRows(
      this.db,
      `SELECT s.dealer_id, f.* FROM unnest($1::uuid[], $2::uuid[]) AS s(dealer_id, user_id)
       CROSS JOIN LATERAL (
         SELECT ${FIGURES} FROM listing_projection
         WHERE NOT deleted AND (dealer_id = s.dealer_id OR (dealer_id IS NULL AND user_id = s.user_id))
       ) f`,
      [dealers.map((d) => d.dealerId), dealers.map((d) => d.userId)],
      FigureRow.extend({ dealer_id: z.string() }),
    );
    return new Map(rows.map((row) => [row.dealer_id, toStats(row)]));
  }

  /** Active, unsold listings carrying each dealer's id (the directory cards' figure). */
  async activeCounts(dealerIds: string[]): Promise<Map<string, number>> {
    if (dealerIds.length === 0) return new Map();
    const rows = await queryRows(
      this.db,
      `SELECT dealer_id, count(*) FROM listing_projection
       WHERE dealer_id = ANY($1) AND NOT deleted AND status = 'active' AND NOT is_sold GROUP BY dealer_id`,
      [dealerIds],
      z.object({ dealer_id: z.string(), count: z.string() }),
    );
    return new Map(rows.map((row) => [row.dealer_id, Number(row.count)]));
  }

  /** The public profile's inventory overview: active, unsold listings by category and condition. */
  async overview(dealerId: string): Promise<InventoryOverview> {
    const rows = await queryRows(
      this.db,
      `SELECT category, condition, count(*) FROM listing_projection
       WHERE dealer_id = $1 AND NOT deleted AND status = 'active' AND NOT is_sold GROUP BY category, condition`,
      [dealerId],
      z.object({
        category: vehicleCategorySchema,
        condition: conditionSchema,
        count: z.string(),
      }),
    );
    const byCategory = Object.fromEntries(VEHICLE_CATEGORIES.map((c) => [c, 0])) as Record<
      VehicleCategory,
      number
    >;
    const byCondition = Object.fromEntries(CONDITIONS.map((c) => [c, 0])) as Record<
      Condition,
      number
    >;
    let total = 0;
    for (const row of rows) {
      const n = Number(row.count);
      total += n;
      if (row.category in byCategory) byCategory[row.category] += n;
      if (row.condition in byCondition) byCondition[row.condition] += n;
    }
    return { total, byCategory, byCondition };
  }

  /** Every listing a dealer manages, newest first (the admin's inventory view). */
  async inventory(scope: ListingScope, limit = 500): Promise<DealerInventoryItem[]> {
    const { sql, params } = scopeFilter(scope);
    const rows = await queryRows(
      this.db,
      `SELECT * FROM listing_projection WHERE NOT deleted AND ${sql}
       ORDER BY created_at DESC, listing_id LIMIT $${params.length + 1}`,
      [...params, limit],
      z.record(z.string(), z.unknown()),
    );
    return rows.map((row) => ({
      listingId: row.listing_id as string,
      title: row.title as string,
      category: row.category as VehicleCategory,
      make: row.make as string,
      model: row.model as string,
      year: row.year as number,
      price: Number(row.price),
      mileage: row.mileage as number | null,
      condition: row.condition as Condition,
      status: row.status as DealerInventoryItem['status'],
      isSold: row.is_sold as boolean,
      locationCity: row.location_city as string | null,
      locationState: row.location_state as string | null,
      viewsCount: row.views_count as number,
      createdAt: iso(row.created_at as Date)!,
    }));
  }
}
