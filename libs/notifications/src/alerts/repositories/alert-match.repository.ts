import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { AlertFrequency } from '@market/contracts';
import type { EntityManager } from 'typeorm';

export const MatchKind = z.enum(['new_listing', 'price_drop', 'dealer_news']);
export type MatchKind = z.infer<typeof MatchKind>;

/** What a digest line shows; a snapshot, so the mail needs no other context's data. */
export const MatchPayload = z.object({
  title: z.string(),
  url: z.string(),
  price: z.number().optional(),
  previousPrice: z.number().optional(),
  location: z.string().nullable().optional(),
  mileage: z.number().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  alertName: z.string().optional(),
});
export type MatchPayload = z.infer<typeof MatchPayload>;

export interface NewMatch {
  subscriptionId: string;
  alertId: string | null;
  kind: MatchKind;
  matchKey: string;
  listingId: string | null;
  payload: MatchPayload;
  dueAt: Date;
}

export const QueuedMatch = z.object({
  id: z.string(),
  alertId: z.string().nullable(),
  kind: MatchKind,
  payload: MatchPayload,
});
export type QueuedMatch = z.infer<typeof QueuedMatch>;

/** When each frequency's matches are due: the times the scheduler mails them. */
export type DueTimes = Record<AlertFrequency, Date>;

/**
 * alert_matches, the queue digests are made of, and the two projections of the listings
 * events it is filled from (last price per listing, who saved what). Every write runs in
 * the caller's transaction: the inbox's, for the event handlers.
 */
@Injectable()
export class AlertMatchRepository {
  /**
   * Records the listing's revision and price; returns the price seen before, or
   * `stale` when this revision (or a newer one) was already seen.
   */
  async advanceListing(
    manager: EntityManager,
    listingId: string,
    revision: number,
    price: number | null,
  ): Promise<{ stale: true } | { stale: false; previousPrice: number | null }> {
    const rows = await queryRows(
      manager,
      `SELECT revision, price, deleted FROM alert_listings WHERE listing_id = $1 FOR UPDATE`,
      [listingId],
      z.object({
        revision: z.number(),
        price: z.string().nullable(),
        deleted: z.boolean(),
      }),
    );
    const seen = rows[0];
    if (seen && (seen.revision >= revision || seen.deleted)) return { stale: true };
    await execute(
      manager,
      `INSERT INTO alert_listings (listing_id, revision, price, deleted) VALUES ($1, $2, $3, $4)
       ON CONFLICT (listing_id) DO UPDATE SET revision = EXCLUDED.revision, price = EXCLUDED.price, deleted = EXCLUDED.deleted`,
      [listingId, revision, price, price === null],
    );
    return { stale: false, previousPrice: seen?.price == null ? null : Number(seen.price) };
  }

  async addMatches(manager: EntityManager, matches: NewMatch[]): Promise<void> {
    if (!matches.length) return;
    await execute(
      manager,
      `INSERT INTO alert_matches (subscription_id, alert_id, kind, match_key, listing_id, payload, due_at)
       SELECT m.subscription_id, m.alert_id, m.kind, m.match_key, m.listing_id, m.payload, m.due_at
       FROM jsonb_to_recordset($1::jsonb) AS m(subscription_id uuid, alert_id uuid, kind text, match_key text,
         listing_id uuid, payload jsonb, due_at timestamptz)
       ON CONFLICT (subscription_id, match_key) DO NOTHING`,
      [
        JSON.stringify(
          matches.map((m) => ({
            subscription_id: m.subscriptionId,
            alert_id: m.alertId,
            kind: m.kind,
            match_key: m.matchKey,
            listing_id: m.listingId,
            payload: m.payload,
            due_at: m.dueAt.toISOString(),
          })),
        ),
      ],
    );
  }

  /** A new listing for every active subscriber who wants new listings and has no saved search of their own. */
  async addNewListingForEveryone(
    manager: EntityManager,
    listingId: string,
    payload: MatchPayload,
    due: DueTimes,
    listedAt: Date,
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO alert_matches (subscription_id, kind, match_key, listing_id, payload, due_at)
       SELECT s.id, 'new_listing', $2, $1, $3::jsonb,
         CASE s.frequency WHEN 'instant' THEN $4::timestamptz WHEN 'daily' THEN $5::timestamptz ELSE $6::timestamptz END
       FROM alert_subscriptions s
       WHERE s.status = 'active' AND s.new_listings AND s.confirmed_at <= $7
         AND NOT EXISTS (SELECT 1 FROM email_alerts a WHERE a.subscription_id = s.id AND a.is_active)
       ON CONFLICT (subscription_id, match_key) DO NOTHING`,
      [
        listingId,
        `new:${listingId}`,
        JSON.stringify(payload),
        due.instant,
        due.daily,
        due.weekly,
        listedAt,
      ],
    );
  }

  /** A price drop for everyone who saved the listing and wants price drops. */
  async addPriceDropForSavers(
    manager: EntityManager,
    listingId: string,
    matchKey: string,
    payload: MatchPayload,
    due: DueTimes,
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO alert_matches (subscription_id, kind, match_key, listing_id, payload, due_at)
       SELECT s.id, 'price_drop', $2, $1, $3::jsonb,
         CASE s.frequency WHEN 'instant' THEN $4::timestamptz WHEN 'daily' THEN $5::timestamptz ELSE $6::timestamptz END
       FROM alert_saved_listings sl JOIN alert_subscriptions s ON s.user_id = sl.user_id
       WHERE sl.listing_id = $1 AND s.status = 'active' AND s.price_drops
       ON CONFLICT (subscription_id, match_key) DO NOTHING`,
      [listingId, matchKey, JSON.stringify(payload), due.instant, due.daily, due.weekly],
    );
  }

  async addDealerNews(
    manager: EntityManager,
    dealerId: string,
    payload: MatchPayload,
    due: DueTimes,
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO alert_matches (subscription_id, kind, match_key, payload, due_at)
       SELECT s.id, 'dealer_news', $1, $2::jsonb,
         CASE s.frequency WHEN 'instant' THEN $3::timestamptz WHEN 'daily' THEN $4::timestamptz ELSE $5::timestamptz END
       FROM alert_subscriptions s WHERE s.status = 'active' AND s.dealer_news
       ON CONFLICT (subscription_id, match_key) DO NOTHING`,
      [`dealer:${dealerId}`, JSON.stringify(payload), due.instant, due.daily, due.weekly],
    );
  }

  /** A listing that left search (sold, paused, deleted) is no news any more. */
  async dropPendingForListing(manager: EntityManager, listingId: string): Promise<void> {
    await execute(
      manager,
      `DELETE FROM alert_matches WHERE listing_id = $1 AND digest_id IS NULL`,
      [listingId],
    );
  }

  async markListingDeleted(
    manager: EntityManager,
    listingId: string,
    revision: number,
  ): Promise<void> {
    await execute(
      manager,
      `INSERT INTO alert_listings (listing_id, revision, price, deleted) VALUES ($1, $2, NULL, true)
       ON CONFLICT (listing_id) DO UPDATE SET revision = GREATEST(alert_listings.revision, EXCLUDED.revision), price = NULL, deleted = true`,
      [listingId, revision],
    );
    await execute(manager, `DELETE FROM alert_saved_listings WHERE listing_id = $1`, [listingId]);
    await this.dropPendingForListing(manager, listingId);
  }

  async saveListing(manager: EntityManager, userId: string, listingId: string): Promise<void> {
    await execute(
      manager,
      `INSERT INTO alert_saved_listings (user_id, listing_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [userId, listingId],
    );
  }

  async unsaveListing(manager: EntityManager, userId: string, listingId: string): Promise<void> {
    await execute(
      manager,
      `DELETE FROM alert_saved_listings WHERE user_id = $1 AND listing_id = $2`,
      [userId, listingId],
    );
  }

  /**
   * Locks one active subscription with matches due by `asOf`, skipping those another
   * worker (another replica) holds: two schedulers never mail the same digest.
   */
  async claimDueSubscription(manager: EntityManager, asOf: Date): Promise<string | null> {
    const rows = await queryRows(
      manager,
      `SELECT s.id FROM alert_subscriptions s
       WHERE s.status = 'active' AND EXISTS (
         SELECT 1 FROM alert_matches m WHERE m.subscription_id = s.id AND m.digest_id IS NULL AND m.due_at <= $1)
       LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
      [asOf],
      z.object({ id: z.string() }),
    );
    return rows[0]?.id ?? null;
  }

  async dueMatches(
    manager: EntityManager,
    subscriptionId: string,
    asOf: Date,
  ): Promise<QueuedMatch[]> {
    const rows = await queryRows(
      manager,
      `SELECT id, alert_id, kind, payload FROM alert_matches
         WHERE subscription_id = $1 AND digest_id IS NULL AND due_at <= $2
         ORDER BY created_at, id`,
      [subscriptionId, asOf],
      z.object({
        id: z.string(),
        alert_id: z.string().nullable(),
        kind: MatchKind,
        payload: MatchPayload,
      }),
    );
    return rows.map((row) => ({
      id: row.id,
      alertId: row.alert_id,
      kind: row.kind,
      payload: row.payload,
    }));
  }

  async markDigested(
    manager: EntityManager,
    subscriptionId: string,
    digestId: string,
    matches: QueuedMatch[],
  ): Promise<void> {
    await execute(manager, `UPDATE alert_matches SET digest_id = $1 WHERE id = ANY($2::uuid[])`, [
      digestId,
      matches.map((m) => m.id),
    ]);
    const alertIds = [...new Set(matches.flatMap((m) => (m.alertId ? [m.alertId] : [])))];
    if (alertIds.length)
      await execute(
        manager,
        `UPDATE email_alerts SET last_sent = now() WHERE id = ANY($1::uuid[])`,
        [alertIds],
      );
    await execute(manager, `UPDATE alert_subscriptions SET last_sent = now() WHERE id = $1`, [
      subscriptionId,
    ]);
  }

  /** Mailed matches are kept a while (they answer "was this sent?"), then deleted. */
  async pruneSent(manager: EntityManager, olderThanDays: number): Promise<void> {
    await execute(
      manager,
      `DELETE FROM alert_matches WHERE digest_id IS NOT NULL AND created_at < now() - make_interval(days => $1)`,
      [olderThanDays],
    );
  }
}
