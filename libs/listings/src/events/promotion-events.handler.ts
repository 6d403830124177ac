import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Controller, Injectable, Logger } from '@nestjs/common';
import { billingEvents, type EventEnvelope } from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { ListingEventsService } from '../services/listing-events.service.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { Ctx, Payload } from '@nestjs/microservices';

export const LISTINGS_BILLING_GROUP = 'listings-billing';

const { listingPromoted } = billingEvents;

/**
 * A paid listing plan (SPEC.md §4 Payment result: "listing payment leads to a published
 * listing"): the listing is published, featured when the plan has featured placement, ranked
 * first in search when it has priority placement (`priorityUntil` on the listing's document),
 * until the plan's expiry; `expire()` returns it to normal afterwards.
 */
@Injectable()
export class ListingPromotions {
  private readonly logger = new Logger('listings');

  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    private readonly listings: ListingRepository,
    private readonly listingEvents: ListingEventsService,
  ) {}

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const data = readEventData(listingPromoted, event, this.logger);
    if (!data) return;
    const current = await this.listings.findById(data.listingId, manager, { lock: true });
    if (!current) return;
    const publish = current.status !== 'active' && current.status !== 'sold';
    const feature = data.featuredPlacement && !current.isFeatured;
    // Priority placement runs to the latest expiry of the plans bought (a second purchase extends it).
    const until = new Date(data.expiresAt);
    const prioritise =
      data.priorityPlacement &&
      until.getTime() > Date.now() &&
      (!current.priorityUntil || current.priorityUntil < until);
    const updated =
      publish || feature || prioritise
        ? await this.listings.update(manager, current.id, {
            ...(publish ? { status: 'active' as const } : {}),
            ...(feature ? { isFeatured: true } : {}),
            ...(prioritise ? { priorityUntil: until } : {}),
          })
        : current;
    await execute(
      manager,
      `UPDATE vehicle_listings SET promoted_until = GREATEST(coalesce(promoted_until, $2::timestamptz), $2::timestamptz),
         featured_by_plan = featured_by_plan OR $3 WHERE id = $1`,
      [current.id, data.expiresAt, feature],
    );
    if (publish)
      await this.listingEvents.changed(
        manager,
        updated,
        { kind: 'status-changed', previousStatus: current.status },
        event.traceId,
      );
    else if (feature || prioritise)
      await this.listingEvents.changed(manager, updated, { kind: 'updated' }, event.traceId);
  }

  /**
   * Listings whose paid placement ended (`now`: the clock, injectable for tests): the plan's
   * featuring and priority placement are taken back, each as a new revision search applies.
   */
  async expire(now: Date = new Date()): Promise<number> {
    const count = await this.db.transaction(async (manager) => {
      const ended = await queryRows(
        manager,
        `SELECT id, coalesce(promoted_until <= $1, false) AS promotion_ended,
             coalesce(featured_by_plan AND promoted_until <= $1, false) AS unfeature,
             coalesce(priority_until <= $1, false) AS priority_ended
           FROM vehicle_listings WHERE promoted_until <= $1 OR priority_until <= $1
           ORDER BY promoted_until LIMIT 100 FOR UPDATE SKIP LOCKED`,
        [now],
        z.object({
          id: z.string(),
          promotion_ended: z.boolean(),
          unfeature: z.boolean(),
          priority_ended: z.boolean(),
        }),
      );
      for (const row of ended) {
        if (row.promotion_ended)
          await execute(
            manager,
            `UPDATE vehicle_listings SET promoted_until = NULL, featured_by_plan = false WHERE id = $1`,
            [row.id],
          );
        if (!row.unfeature && !row.priority_ended) continue;
        const updated = await this.listings.update(manager, row.id, {
          ...(row.unfeature ? { isFeatured: false } : {}),
          ...(row.priority_ended ? { priorityUntil: null } : {}),
        });
        await this.listingEvents.changed(manager, updated, { kind: 'updated' });
      }
      return ended.length;
    });
    if (count) this.listingEvents.nudge();
    return count;
  }
}

/** Applies billing's `billing.listing.promoted` through ListingPromotions, in the inbox's transaction. */
@Controller()
export class PromotionEventsHandler {
  constructor(private readonly promotions: ListingPromotions) {}

  @OnEvent([listingPromoted.type], { schema: LISTINGS_SCHEMA, group: LISTINGS_BILLING_GROUP })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.promotions.apply(event, context.manager);
  }
}
