import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type FlaggedListing,
  type ListingReport,
  type ReportReason,
  type ReportStatus,
  type VehicleCategory,
  flaggedListingSchema,
  listingReportSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** How many reports and held listings the queue shows at once (oldest first). */
export const QUEUE_LIMIT = 100;
/** dHash bits two copies of one photo may differ by (resizing and recompression flip a few). */
export const SAME_PHOTO_DISTANCE = 6;

const REPORT_SELECT = `r.id, r.listing_id AS "listingId", l.title AS "listingTitle", l.status AS "listingStatus",
  l.user_id AS "sellerId", r.reason, r.details, r.reporter_id AS "reporterId", r.status,
  r.created_at AS "createdAt", r.resolved_at AS "resolvedAt"`;

/** A report as REPORT_SELECT reads it: the API's shape, with timestamptz columns as Dates. */
const ReportRow = listingReportSchema.extend({
  createdAt: z.date(),
  resolvedAt: z.date().nullable(),
});
type ReportRow = z.infer<typeof ReportRow>;

/** A held listing: the API's shape, with price numeric (text) and flagged_at a Date. */
const FlaggedRow = flaggedListingSchema.extend({ price: z.string(), flaggedAt: z.date() });

const toReport = (row: ReportRow): ListingReport => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** Reports of listings, the pre-screen's holds, and the figures the pre-screen compares with. */
@Injectable()
export class ListingModerationRepository {
  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  /** Records a report; a reporter's second open report of one listing is the first one again. */
  async report(input: {
    listingId: string;
    reason: ReportReason;
    details: string | null;
    reporterId: string | null;
    reporterKey: string;
  }): Promise<string> {
    return this.db.transaction(async (manager) => {
      await execute(manager, `SELECT pg_advisory_xact_lock(hashtext($1))`, [
        `${input.listingId}:${input.reporterKey}`,
      ]);
      const open = await queryRows(
        manager,
        `SELECT id FROM listing_reports WHERE listing_id = $1 AND reporter_key = $2 AND status = 'open'`,
        [input.listingId, input.reporterKey],
        z.object({ id: z.string() }),
      );
      if (open[0]) return open[0].id;
      const [created] = await queryRows(
        manager,
        `INSERT INTO listing_reports (listing_id, reason, details, reporter_id, reporter_key)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [input.listingId, input.reason, input.details, input.reporterId, input.reporterKey],
        z.object({ id: z.string() }),
      );
      return created.id;
    });
  }

  async reports(status: 'open' | 'all'): Promise<ListingReport[]> {
    const rows = await queryRows(
      this.db,
      `SELECT ${REPORT_SELECT} FROM listing_reports r JOIN vehicle_listings l ON l.id = r.listing_id
       ${status === 'open' ? `WHERE r.status = 'open'` : ''}
       ORDER BY ${status === 'open' ? 'r.created_at' : 'r.created_at DESC'} LIMIT $1`,
      [QUEUE_LIMIT],
      ReportRow,
    );
    return rows.map(toReport);
  }

  async findReport(
    manager: EntityManager,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<ListingReport | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${REPORT_SELECT} FROM listing_reports r JOIN vehicle_listings l ON l.id = r.listing_id
       WHERE r.id = $1${options.lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
      ReportRow,
    );
    return rows[0] ? toReport(rows[0]) : null;
  }

  /** Resolves the report and, with `sameListing`, every other open report of its listing the same way. */
  async resolve(
    manager: EntityManager,
    report: ListingReport,
    status: Exclude<ReportStatus, 'open'>,
    adminId: string,
    sameListing: boolean,
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE listing_reports SET status = $2, resolved_at = now(), resolved_by = $3
       WHERE id = $1 OR ($4 AND listing_id = $5 AND status = 'open')`,
      [report.id, status, adminId, sameListing, report.listingId],
    );
  }

  async flagged(): Promise<FlaggedListing[]> {
    const rows = await queryRows(
      this.db,
      `SELECT id AS "listingId", title, user_id AS "sellerId", price, moderation_reasons AS reasons, flagged_at AS "flaggedAt"
         FROM vehicle_listings WHERE flagged_at IS NOT NULL AND status = 'pending' ORDER BY flagged_at LIMIT $1`,
      [QUEUE_LIMIT],
      FlaggedRow,
    );
    return rows.map((row) => ({
      ...row,
      price: Number(row.price),
      flaggedAt: row.flaggedAt.toISOString(),
    }));
  }

  async moderationOf(
    listingId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ reasons: string[]; flaggedAt: string } | null> {
    const rows = await queryRows(
      manager,
      `SELECT moderation_reasons AS reasons, flagged_at AS "flaggedAt" FROM vehicle_listings WHERE id = $1`,
      [listingId],
      z.object({
        reasons: z.array(z.string()).nullable(),
        flaggedAt: z.date().nullable(),
      }),
    );
    const row = rows[0];
    return row?.flaggedAt && row.reasons
      ? { reasons: row.reasons, flaggedAt: row.flaggedAt.toISOString() }
      : null;
  }

  /** Holds a listing with its reasons, or (null) clears the hold. */
  async setHold(
    manager: EntityManager,
    listingId: string,
    reasons: string[] | null,
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE vehicle_listings SET moderation_reasons = $2::jsonb,
         flagged_at = CASE WHEN $2::jsonb IS NULL THEN NULL ELSE coalesce(flagged_at, now()) END
       WHERE id = $1`,
      [listingId, reasons ? JSON.stringify(reasons) : null],
    );
  }

  /** The median asking price of other sellers' live listings of this vehicle (year ± 2), with how many there are. */
  async comparablePrice(
    manager: EntityManager,
    vehicle: {
      category: VehicleCategory;
      make: string;
      model: string;
      year: number;
      sellerId: string;
    },
  ): Promise<{ median: number; count: number }> {
    const [row] = await queryRows(
      manager,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median, count(*)::int AS count
       FROM vehicle_listings
       WHERE category = $1 AND make = $2 AND model = $3 AND year BETWEEN $4 - 2 AND $4 + 2
         AND status = 'active' AND user_id <> $5`,
      [vehicle.category, vehicle.make, vehicle.model, vehicle.year, vehicle.sellerId],
      // percentile_cont answers double precision: a number.
      z.object({ median: z.number().nullable(), count: z.number() }),
    );
    return { median: Number(row.median ?? 0), count: row.count };
  }

  /** How many of these photos look the same (dHash within SAME_PHOTO_DISTANCE bits) as a photo on another seller's listing. */
  async photosSeenElsewhere(
    manager: EntityManager,
    imageIds: string[],
    sellerId: string,
  ): Promise<number> {
    if (imageIds.length === 0) return 0;
    const [row] = await queryRows(
      manager,
      `SELECT count(DISTINCT mine.id)::int AS n
       FROM vehicle_images mine
       JOIN vehicle_images other ON other.dhash IS NOT NULL AND other.id <> mine.id
         AND bit_count(int8send(other.dhash # mine.dhash)) <= $3
       JOIN vehicle_listings l ON l.id = other.listing_id
       WHERE mine.id = ANY($1) AND mine.dhash IS NOT NULL AND l.user_id <> $2 AND other.uploaded_by <> $2
         -- A featureless picture (one colour, a plain gradient) hashes to nearly all 0s or 1s: no evidence.
         AND bit_count(int8send(mine.dhash)) BETWEEN 8 AND 56`,
      [imageIds, sellerId, SAME_PHOTO_DISTANCE],
      z.object({ n: z.number() }),
    );
    return row.n;
  }
}
