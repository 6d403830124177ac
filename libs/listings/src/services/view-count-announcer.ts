import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ServiceEvents } from '@market/platform';
import type { DataSource } from 'typeorm';
import { LISTINGS_EVENTS, LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** At most this many listings per event, so one event stays small. */
const BATCH = 500;
export const VIEW_ANNOUNCE_INTERVAL_MS = 5_000;

/**
 * Views are counted without an event each (a view is the hottest write there is); this
 * announces the new totals of the listings whose count grew, every few seconds, as one
 * `listings.listing.views-counted` event per batch. The counts are absolute, so a late
 * or repeated batch cannot make a projection count twice.
 */
@Injectable()
export class ViewCountAnnouncer {
  private readonly logger = new Logger('listings');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
  ) {}

  start(intervalMs = VIEW_ANNOUNCE_INTERVAL_MS): void {
    this.timer = setInterval(
      () =>
        void this.announce().catch((error) =>
          this.logger.warn(`Announcing view counts failed; retried: ${String(error)}`),
        ),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Announces everything pending; answers how many listings were announced. */
  async announce(): Promise<number> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const announced = await this.db.transaction(async (manager) => {
        // SKIP LOCKED: several replicas may drain side by side without waiting on each other.
        const rows = await queryRows(
          manager,
          `WITH batch AS (
               SELECT listing_id FROM listing_views_to_announce ORDER BY listing_id LIMIT $1 FOR UPDATE SKIP LOCKED
             )
             DELETE FROM listing_views_to_announce a USING batch, vehicle_listings l
             WHERE a.listing_id = batch.listing_id AND l.id = a.listing_id
             RETURNING l.id, l.dealer_id, l.sales_rep_id, l.views_count`,
          [BATCH],
          z.object({
            id: z.string(),
            dealer_id: z.string().nullable(),
            sales_rep_id: z.string().nullable(),
            views_count: z.number(),
          }),
        );
        if (rows.length === 0) return 0;
        await this.events.record(manager, 'listings.listing.views-counted', {
          listings: rows.map((row) => ({
            listingId: row.id,
            dealerId: row.dealer_id,
            salesRepId: row.sales_rep_id,
            viewsCount: row.views_count,
          })),
        });
        return rows.length;
      });
      total += announced;
      if (announced < BATCH) break;
    }
    if (total > 0) this.events.nudge();
    return total;
  }
}
