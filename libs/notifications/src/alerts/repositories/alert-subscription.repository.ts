import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AlertFrequency,
  type AlertPreferences,
  alertFrequencySchema,
  alertPreferencesSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

export interface SubscriptionRecord {
  id: string;
  email: string;
  userId: string | null;
  status: 'pending' | 'active' | 'unsubscribed';
  preferences: AlertPreferences;
  frequency: AlertFrequency;
  pendingPreferences: { preferences: AlertPreferences; frequency: AlertFrequency } | null;
  confirmNonce: string | null;
  /** A confirmation mail went out within the last minute. */
  confirmedRecently: boolean;
  linkSecret: Buffer;
}

const SubscriptionRow = z.object({
  id: z.string(),
  email: z.string(),
  user_id: z.string().nullable(),
  status: z.enum(['pending', 'active', 'unsubscribed']),
  new_listings: z.boolean(),
  price_drops: z.boolean(),
  saved_searches: z.boolean(),
  dealer_news: z.boolean(),
  frequency: alertFrequencySchema,
  pending_preferences: z
    .object({ preferences: alertPreferencesSchema, frequency: alertFrequencySchema })
    .nullable(),
  confirm_nonce: z.string().nullable(),
  confirmed_recently: z.boolean(),
  link_secret: z.instanceof(Buffer),
});
type SubscriptionRow = z.infer<typeof SubscriptionRow>;

const COLUMNS = `id, email, user_id, status, new_listings, price_drops, saved_searches, dealer_news,
  frequency, pending_preferences, confirm_nonce, link_secret,
  coalesce(confirm_sent_at > now() - interval '1 minute', false) AS confirmed_recently`;

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    email: row.email,
    userId: row.user_id,
    status: row.status,
    preferences: {
      newListings: row.new_listings,
      priceDrops: row.price_drops,
      savedSearches: row.saved_searches,
      dealerNews: row.dealer_news,
    },
    frequency: row.frequency,
    pendingPreferences: row.pending_preferences,
    confirmNonce: row.confirm_nonce,
    confirmedRecently: row.confirmed_recently,
    linkSecret: row.link_secret,
  };
}

/** alert_subscriptions: one row per address, with its preferences and link secret. */
@Injectable()
export class AlertSubscriptionRepository {
  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {}

  async findById(
    id: string,
    manager: EntityManager = this.db.manager,
    lock = false,
  ): Promise<SubscriptionRecord | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${COLUMNS} FROM alert_subscriptions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
      SubscriptionRow,
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findByUser(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<SubscriptionRecord | null> {
    const rows = await queryRows(
      manager,
      `SELECT ${COLUMNS} FROM alert_subscriptions WHERE user_id = $1`,
      [userId],
      SubscriptionRow,
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The row of an address, created (pending, no preferences yet applied) if there is none; locked. */
  async lockOrCreate(
    manager: EntityManager,
    email: string,
    secret: Buffer,
  ): Promise<SubscriptionRecord> {
    await execute(
      manager,
      `INSERT INTO alert_subscriptions (email, link_secret) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING`,
      [email, secret],
    );
    const rows = await queryRows(
      manager,
      `SELECT ${COLUMNS} FROM alert_subscriptions WHERE email = $1 FOR UPDATE`,
      [email],
      SubscriptionRow,
    );
    return toRecord(rows[0]);
  }

  async setPending(
    manager: EntityManager,
    id: string,
    pending: { preferences: AlertPreferences; frequency: AlertFrequency },
    nonce: string,
    mailed = true,
  ): Promise<void> {
    await execute(
      manager,
      `UPDATE alert_subscriptions SET pending_preferences = $2::jsonb, confirm_nonce = $3,
         confirm_sent_at = CASE WHEN $4 THEN now() ELSE confirm_sent_at END WHERE id = $1`,
      [id, JSON.stringify(pending), nonce, mailed],
    );
  }

  /** Makes the subscription active with these preferences (a confirmed link, or a signed-in owner). */
  async activate(
    manager: EntityManager,
    id: string,
    preferences: AlertPreferences,
    frequency: AlertFrequency,
    userId?: string,
  ): Promise<SubscriptionRecord> {
    const rows = await queryRows(
      manager,
      `UPDATE alert_subscriptions SET status = 'active', new_listings = $2, price_drops = $3,
         saved_searches = $4, dealer_news = $5, frequency = $6, pending_preferences = NULL,
         confirm_nonce = NULL, confirmed_at = COALESCE(confirmed_at, now()), unsubscribed_at = NULL,
         user_id = COALESCE($7, user_id)
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        preferences.newListings,
        preferences.priceDrops,
        preferences.savedSearches,
        preferences.dealerNews,
        frequency,
        userId ?? null,
      ],
      SubscriptionRow,
    );
    // Kinds switched off take their queued matches with them.
    await execute(
      manager,
      `DELETE FROM alert_matches WHERE subscription_id = $1 AND digest_id IS NULL AND (
         (kind = 'price_drop' AND NOT $2 AND alert_id IS NULL) OR (kind = 'price_drop' AND NOT $3 AND alert_id IS NOT NULL)
         OR (kind = 'dealer_news' AND NOT $4) OR (kind = 'new_listing' AND NOT $5))`,
      [
        id,
        preferences.priceDrops,
        preferences.savedSearches,
        preferences.dealerNews,
        preferences.newListings,
      ],
    );
    return toRecord(rows[0]);
  }

  async unsubscribe(manager: EntityManager, id: string): Promise<SubscriptionRecord> {
    const rows = await queryRows(
      manager,
      `UPDATE alert_subscriptions SET status = 'unsubscribed',
         unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE now() END,
         pending_preferences = NULL, confirm_nonce = NULL
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
      SubscriptionRow,
    );
    await execute(
      manager,
      `DELETE FROM alert_matches WHERE subscription_id = $1 AND digest_id IS NULL`,
      [id],
    );
    return toRecord(rows[0]);
  }

  /** A deleted account's alerts go with it; an address subscribed without an account stays. */
  async removeUser(manager: EntityManager, userId: string): Promise<void> {
    await execute(manager, `DELETE FROM alert_subscriptions WHERE user_id = $1`, [userId]);
    await execute(manager, `DELETE FROM alert_saved_listings WHERE user_id = $1`, [userId]);
  }
}
