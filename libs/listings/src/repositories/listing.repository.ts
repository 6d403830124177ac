import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type Condition,
  type FuelType,
  type ListingStatus,
  type Transmission,
  type VehicleCategory,
  conditionSchema,
  fuelTypeSchema,
  listingStatusSchema,
  transmissionSchema,
  vehicleCategorySchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A vehicle_listings row in the service's terms. */
export interface ListingRecord {
  id: string;
  userId: string;
  dealerId: string | null;
  salesRepId: string | null;
  category: VehicleCategory;
  title: string;
  make: string;
  makeLabel: string;
  model: string;
  modelLabel: string;
  year: number;
  price: number;
  mileage: number | null;
  vin: string | null;
  condition: Condition;
  transmission: Transmission;
  fuelType: FuelType;
  engine: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  features: string[];
  description: string | null;
  locationCity: string | null;
  locationState: string | null;
  locationZip: string | null;
  status: ListingStatus;
  isSold: boolean;
  isFeatured: boolean;
  /** False while the listing's dealer is not public (deactivated, pending or suspended). */
  sellerActive: boolean;
  /**
   * While set, a paid listing plan with priority placement ranks the listing first in
   * search (billing.listing.promoted); the promotion expiry clears it.
   */
  priorityUntil: Date | null;
  viewsCount: number;
  favoritesCount: number;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A vehicle_listings row as SELECT_LIST reads it; toRecord gives it in the service's terms. */
export const ListingRow = z.object({
  id: z.string(),
  userId: z.string(),
  dealerId: z.string().nullable(),
  salesRepId: z.string().nullable(),
  category: vehicleCategorySchema,
  title: z.string(),
  make: z.string(),
  makeLabel: z.string(),
  model: z.string(),
  modelLabel: z.string(),
  year: z.number(),
  /** numeric(12,2): text from the driver. */
  price: z.string(),
  mileage: z.number().nullable(),
  vin: z.string().nullable(),
  condition: conditionSchema,
  transmission: transmissionSchema,
  fuelType: fuelTypeSchema,
  engine: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  interiorColor: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  description: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationZip: z.string().nullable(),
  status: listingStatusSchema,
  isSold: z.boolean(),
  isFeatured: z.boolean(),
  priorityUntil: z.date().nullable(),
  /** False while the listing's dealer is not public (deactivated, pending or suspended). */
  sellerActive: z.boolean(),
  viewsCount: z.number(),
  favoritesCount: z.number(),
  revision: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ListingRow = z.infer<typeof ListingRow>;

/** The columns a create or an edit writes. */
export type ListingFields = Omit<
  ListingRecord,
  | 'id'
  | 'isSold'
  | 'isFeatured'
  | 'priorityUntil'
  | 'viewsCount'
  | 'favoritesCount'
  | 'revision'
  | 'createdAt'
  | 'updatedAt'
>;

const COLUMNS: Record<keyof ListingRecord, string> = {
  id: 'id',
  userId: 'user_id',
  dealerId: 'dealer_id',
  salesRepId: 'sales_rep_id',
  category: 'category',
  title: 'title',
  make: 'make',
  makeLabel: 'make_label',
  model: 'model',
  modelLabel: 'model_label',
  year: 'year',
  price: 'price',
  mileage: 'mileage',
  vin: 'vin',
  condition: 'condition',
  transmission: 'transmission',
  fuelType: 'fuel_type',
  engine: 'engine',
  exteriorColor: 'exterior_color',
  interiorColor: 'interior_color',
  features: 'features',
  description: 'description',
  locationCity: 'location_city',
  locationState: 'location_state',
  locationZip: 'location_zip',
  status: 'status',
  isSold: 'is_sold',
  isFeatured: 'is_featured',
  sellerActive: 'seller_active',
  priorityUntil: 'priority_until',
  viewsCount: 'views_count',
  favoritesCount: 'favorites_count',
  revision: 'revision',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};
export const SELECT_LIST = Object.entries(COLUMNS)
  .map(([field, column]) => `l.${column} AS "${field}"`)
  .join(', ');

/** How long a listing's freshness row may be reused (ListingRepository.freshness). */
const FRESHNESS_MS = 1_000;
/** How long after a write here the row is read from the database again. */
const WRITE_SETTLE_MS = 2_000;
const MAX_FRESHNESS_ENTRIES = 50_000;

/** Which listings a "my listings" table shows (SPEC.md §6 management rules). */
export type ListingScope =
  | { kind: 'own'; userId: string }
  | { kind: 'dealer'; userId: string; dealerId: string | null }
  | { kind: 'sales_rep'; userId: string }
  | { kind: 'all' };

export interface ListingQuery {
  scope: ListingScope;
  q?: string;
  status: 'all' | ListingStatus;
  featured?: boolean;
  category?: VehicleCategory;
  /** A column of SORT_COLUMNS, `-` first for descending; newest first when absent. */
  sort?: string;
  page: number;
  pageSize: number;
}

/** The columns the admin table sorts by (never user text in the ORDER BY). */
const SORT_COLUMNS: Record<string, string> = {
  created: 'l.created_at',
  price: 'l.price',
  year: 'l.year',
  title: 'l.title',
  views: 'l.views_count',
};

function orderBy(sort: string | undefined): string {
  const descending = !sort || sort.startsWith('-');
  const column = SORT_COLUMNS[(sort ?? '-created').replace(/^-/, '')] ?? SORT_COLUMNS.created;
  return `${column} ${descending ? 'DESC' : 'ASC'}, l.id`;
}

@Injectable()
export class ListingRepository {
  /** Freshness rows read lately, each with the stamp answers built from it carry. */
  private readonly recentFreshness = new Map<
    string,
    { row: ListingFreshness | null; until: number; stamp: number }
  >();
  /** When this replica last wrote each listing, for WRITE_SETTLE_MS. */
  private readonly recentWrites = new Map<string, number>();
  private freshnessStamp = 0;

  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  async findById(
    id: string,
    manager: EntityManager = this.db.manager,
    options: { lock?: boolean } = {},
  ): Promise<ListingRecord | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${SELECT_LIST} FROM vehicle_listings l WHERE l.id = $1${options.lock ? ' FOR UPDATE' : ''}`,
      [id],
      ListingRow,
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * What may have changed since a public view of the listing was cached: its revision, status
   * and counters. Read at most once a second per listing (FRESHNESS_MS): a popular vehicle
   * page then costs no query per visitor. A write through this repository forgets the
   * listing's row at once and for WRITE_SETTLE_MS after (its transaction may commit a little
   * later), so this replica's own changes show on the next request; another replica's show
   * within FRESHNESS_MS.
   */
  async freshness(id: string): Promise<ListingFreshness | null> {
    const readAt = Date.now();
    const held = this.recentFreshness.get(id);
    if (held && readAt < held.until) return held.row;
    const row = await this.readFreshness(id);
    // Kept unless this replica wrote the listing lately or while it was read (its commit may not show yet).
    const wroteAt = this.recentWrites.get(id);
    if (wroteAt === undefined || wroteAt + WRITE_SETTLE_MS <= readAt) {
      this.recentWrites.delete(id);
      keepBounded(this.recentFreshness, id, {
        row,
        until: readAt + FRESHNESS_MS,
        stamp: ++this.freshnessStamp,
      });
    }
    return row;
  }

  /** The freshness row `freshness` would answer now without a query, with its stamp; else null. */
  heldFreshness(id: string): { row: ListingFreshness; stamp: number } | null {
    const held = this.recentFreshness.get(id);
    if (!held || !held.row || Date.now() >= held.until) return null;
    return { row: held.row, stamp: held.stamp };
  }

  /** Forgets a listing's freshness row for a while: it is being written. */
  private written(id: string): void {
    this.recentFreshness.delete(id);
    keepBounded(this.recentWrites, id, Date.now());
  }

  private async readFreshness(id: string): Promise<ListingFreshness | null> {
    const rows = await queryRows(
      this.db,
      `SELECT revision, status, seller_active, views_count, favorites_count FROM vehicle_listings WHERE id = $1`,
      [id],
      z.object({
        revision: z.number(),
        status: listingStatusSchema,
        seller_active: z.boolean(),
        views_count: z.number(),
        favorites_count: z.number(),
      }),
    );
    const row = rows[0];
    return row
      ? {
          revision: row.revision,
          status: row.status,
          sellerActive: row.seller_active,
          viewsCount: row.views_count,
          favoritesCount: row.favorites_count,
        }
      : null;
  }

  async insert(manager: EntityManager, fields: ListingFields): Promise<ListingRecord> {
    const entries = Object.entries(fields) as [keyof ListingFields, unknown][];
    const columns = entries.map(([field]) => COLUMNS[field]);
    const values = entries.map(([field, value]) => toColumnValue(field, value));
    const rows = await queryRows(
      manager,
      `INSERT INTO vehicle_listings AS l (${columns.join(', ')}, is_sold)
       VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}, $${values.length + 1})
       RETURNING ${SELECT_LIST}`,
      [...values, fields.status === 'sold'],
      ListingRow,
    );
    return toRecord(rows[0]);
  }

  /** Writes the given fields, keeps is_sold with the status, and bumps the revision. */
  async update(
    manager: EntityManager,
    id: string,
    fields: Partial<ListingFields & Pick<ListingRecord, 'isFeatured' | 'priorityUntil'>>,
  ): Promise<ListingRecord> {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined) as [
      keyof ListingRecord,
      unknown,
    ][];
    this.written(id);
    const sets = entries.map(([field], i) => `${COLUMNS[field]} = $${i + 2}`);
    if (fields.status) sets.push(`is_sold = ${fields.status === 'sold'}`);
    const rows = await queryRows(
      manager,
      `UPDATE vehicle_listings AS l SET ${[...sets, 'revision = l.revision + 1', 'updated_at = now()'].join(', ')}
       WHERE l.id = $1 RETURNING ${SELECT_LIST}`,
      [id, ...entries.map(([field, value]) => toColumnValue(field, value))],
      ListingRow,
    );
    return toRecord(rows[0]);
  }

  /**
   * Shows or hides a dealer's listings with the dealer, each as a new revision; answers the
   * listings that changed, for their events.
   */
  async setSellerActive(
    manager: EntityManager,
    dealerId: string,
    sellerActive: boolean,
  ): Promise<ListingRecord[]> {
    const rows = await queryRows(
      manager,
      `UPDATE vehicle_listings AS l SET seller_active = $2, revision = l.revision + 1, updated_at = now()
         WHERE l.dealer_id = $1 AND l.seller_active <> $2 RETURNING ${SELECT_LIST}`,
      [dealerId, sellerActive],
      ListingRow,
    );
    const changed = rows.map(toRecord);
    for (const listing of changed) this.written(listing.id);
    return changed;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    this.written(id);
    await execute(manager, `DELETE FROM vehicle_listings WHERE id = $1`, [id]);
    // Its old links answer 410 Gone (listing-sitemap.repository.ts).
    await execute(
      manager,
      `INSERT INTO removed_listings (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`,
      [id],
    );
  }

  async page(query: ListingQuery): Promise<{ items: ListingRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const scope = query.scope;
    if (scope.kind === 'own') where.push(`l.user_id = ${param(scope.userId)}`);
    if (scope.kind === 'sales_rep') where.push(`l.sales_rep_id = ${param(scope.userId)}`);
    if (scope.kind === 'dealer') {
      const ownUndealt = `(l.dealer_id IS NULL AND l.user_id = ${param(scope.userId)})`;
      where.push(
        scope.dealerId ? `(l.dealer_id = ${param(scope.dealerId)} OR ${ownUndealt})` : ownUndealt,
      );
    }
    if (query.status !== 'all') where.push(`l.status = ${param(query.status)}`);
    if (query.featured !== undefined) where.push(`l.is_featured = ${param(query.featured)}`);
    if (query.category) where.push(`l.category = ${param(query.category)}`);
    if (query.q) {
      const like = param(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(l.title ILIKE ${like} OR l.vin ILIKE ${like} OR l.location_city ILIKE ${like} OR l.location_state ILIKE ${like})`,
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await queryRows(
      this.db,
      `SELECT count(*)::int AS total FROM vehicle_listings l ${whereSql}`,
      params,
      z.object({ total: z.number() }),
    );
    const rows = await queryRows(
      this.db,
      `SELECT ${SELECT_LIST} FROM vehicle_listings l ${whereSql}
       ORDER BY ${orderBy(query.sort)} LIMIT ${param(query.pageSize)} OFFSET ${param((query.page - 1) * query.pageSize)}`,
      params,
      ListingRow,
    );
    return { items: rows.map(toRecord), total: total as number };
  }

  /** Every listing in id order, a page at a time (exports, index rebuilds, drift checks). */
  async pageById(after: string | undefined, limit: number): Promise<ListingRecord[]> {
    const rows = await queryRows(
      this.db,
      `SELECT ${SELECT_LIST} FROM vehicle_listings l WHERE l.id > $1 ORDER BY l.id LIMIT $2`,
      [after ?? '00000000-0000-0000-0000-000000000000', limit],
      ListingRow,
    );
    return rows.map(toRecord);
  }

  async findMany(ids: string[]): Promise<ListingRecord[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows(
      this.db,
      `SELECT ${SELECT_LIST} FROM vehicle_listings l WHERE l.id = ANY($1)`,
      [ids],
      ListingRow,
    );
    return rows.map(toRecord);
  }

  async listIdsOwnedBy(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await queryRows(
      manager,
      `SELECT id FROM vehicle_listings WHERE user_id = $1`,
      [userId],
      z.object({ id: z.string() }),
    );
    return rows.map((row) => row.id);
  }

  /** Counts a view unless this viewer's last counted view of the listing is under an hour old. */
  async countView(
    listingId: string,
    viewerKey: string,
  ): Promise<{ counted: boolean; viewsCount: number } | null> {
    this.written(listingId);
    return this.db.transaction(async (manager) => {
      const counted = await queryRows(
        manager,
        `INSERT INTO listing_views (listing_id, viewer_key, counted_at) VALUES ($1, $2, now())
         ON CONFLICT (listing_id, viewer_key) DO UPDATE SET counted_at = now()
           WHERE listing_views.counted_at <= now() - interval '1 hour'
         RETURNING 1`,
        [listingId, viewerKey],
        z.unknown(),
      );
      const ViewsRow = z.object({ views_count: z.number() });
      const rows = counted.length
        ? await queryRows(
            manager,
            // The count grows here without an event; ViewCountAnnouncer announces it in batches.
            `WITH counted AS (UPDATE vehicle_listings SET views_count = views_count + 1 WHERE id = $1 RETURNING id, views_count),
               marked AS (INSERT INTO listing_views_to_announce (listing_id) SELECT id FROM counted ON CONFLICT DO NOTHING)
             SELECT views_count FROM counted`,
            [listingId],
            ViewsRow,
          )
        : await queryRows(
            manager,
            `SELECT views_count FROM vehicle_listings WHERE id = $1`,
            [listingId],
            ViewsRow,
          );
      return rows[0] ? { counted: counted.length > 0, viewsCount: rows[0].views_count } : null;
    });
  }

  async adjustFavorites(manager: EntityManager, listingId: string, delta: 1 | -1): Promise<void> {
    this.written(listingId);
    await execute(
      manager,
      `UPDATE vehicle_listings SET favorites_count = greatest(0, favorites_count + $2) WHERE id = $1`,
      [listingId, delta],
    );
  }
}

/** Sets a key as the newest entry, dropping the oldest past MAX_FRESHNESS_ENTRIES. */
function keepBounded<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_FRESHNESS_ENTRIES) map.delete(map.keys().next().value!);
}

function toColumnValue(field: keyof ListingRecord, value: unknown): unknown {
  return field === 'features' ? JSON.stringify(value) : value;
}

export function toRecord(row: ListingRow): ListingRecord {
  return { ...row, price: Number(row.price), features: row.features ?? [] };
}

export interface ListingFreshness {
  revision: number;
  status: ListingStatus;
  sellerActive: boolean;
  viewsCount: number;
  favoritesCount: number;
}
