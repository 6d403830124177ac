import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AdminEmailAlerts,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchCriteria,
  alertFrequencySchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

export interface NewSavedSearch {
  userId: string;
  subscriptionId: string;
  name: string;
  search: string;
  criteria: SavedSearchCriteria;
  frequency: AlertFrequency;
}

/** An active saved search that may match a listing, with what its recipient wants. */
export interface CandidateAlert {
  id: string;
  subscriptionId: string;
  name: string;
  criteria: SavedSearchCriteria;
  frequency: AlertFrequency;
  createdAt: Date;
  newListings: boolean;
  savedSearches: boolean;
}

const SavedSearchRow = z.object({
  id: z.string(),
  name: z.string(),
  search: z.string(),
  frequency: alertFrequencySchema,
  is_active: z.boolean(),
  last_sent: z.date().nullable(),
  created_at: z.date(),
});
type SavedSearchRow = z.infer<typeof SavedSearchRow>;

const COLUMNS = `id, name, search, frequency, is_active, last_sent, created_at`;

function present(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: row.search,
    frequency: row.frequency,
    isActive: row.is_active,
    lastSent: row.last_sent ? new Date(row.last_sent).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** email_alerts (SPEC.md §3): the saved searches. */
@Injectable()
export class SavedSearchRepository {
  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {}

  async forUser(userId: string): Promise<SavedSearch[]> {
    const rows = await queryRows(
      this.db,
      `SELECT ${COLUMNS} FROM email_alerts WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
      SavedSearchRow,
    );
    return rows.map(present);
  }

  async countForUser(manager: EntityManager, userId: string): Promise<number> {
    const [row] = await queryRows(
      manager,
      `SELECT count(*)::int AS n FROM email_alerts WHERE user_id = $1`,
      [userId],
      z.object({ n: z.number() }),
    );
    return row.n;
  }

  async insert(manager: EntityManager, alert: NewSavedSearch): Promise<SavedSearch> {
    const rows = await queryRows(
      manager,
      `INSERT INTO email_alerts (user_id, subscription_id, name, search, criteria, category, frequency)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING ${COLUMNS}`,
      [
        alert.userId,
        alert.subscriptionId,
        alert.name,
        alert.search,
        JSON.stringify(alert.criteria),
        alert.criteria.category,
        alert.frequency,
      ],
      SavedSearchRow,
    );
    return present(rows[0]);
  }

  /** Applies a change to one of the user's alerts; null when they have no such alert. */
  async update(
    manager: EntityManager,
    userId: string,
    id: string,
    patch: { name?: string; frequency?: AlertFrequency; isActive?: boolean },
  ): Promise<SavedSearch | null> {
    const [row] = await queryRows(
      manager,
      `UPDATE email_alerts SET name = COALESCE($3, name), frequency = COALESCE($4, frequency),
         is_active = COALESCE($5, is_active)
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, patch.name ?? null, patch.frequency ?? null, patch.isActive ?? null],
      SavedSearchRow,
    );
    if (!row) return null;
    // A paused alert queues nothing and mails nothing it had queued.
    if (!row.is_active)
      await execute(
        manager,
        `DELETE FROM alert_matches WHERE alert_id = $1 AND digest_id IS NULL`,
        [id],
      );
    return present(row);
  }

  async delete(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const deleted = await execute(
      manager,
      `DELETE FROM email_alerts WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return deleted > 0;
  }

  /**
   * The active alerts of active subscriptions in a listing's category (and the seller
   * inventories of every category): the few the matcher then checks one by one.
   */
  async candidates(manager: EntityManager, category: string): Promise<CandidateAlert[]> {
    const rows = await queryRows(
      manager,
      `SELECT a.id, a.subscription_id, a.name, a.criteria, a.frequency, a.created_at, s.new_listings, s.saved_searches
       FROM email_alerts a JOIN alert_subscriptions s ON s.id = a.subscription_id
       WHERE a.is_active AND a.category IN ($1, 'all') AND s.status = 'active'
         AND (s.new_listings OR s.saved_searches)`,
      [category],
      z.object({
        id: z.string(),
        subscription_id: z.string(),
        name: z.string(),
        // savedSearchCriteriaSchema reads the /listings query string (it converts and drops
        // keys), so it cannot check the stored result; a jsonb object is what can be checked.
        criteria: z.custom<SavedSearchCriteria>(
          (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
          'Not saved-search criteria',
        ),
        frequency: alertFrequencySchema,
        created_at: z.date(),
        new_listings: z.boolean(),
        saved_searches: z.boolean(),
      }),
    );
    return rows.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      name: row.name,
      criteria: row.criteria,
      frequency: row.frequency,
      createdAt: new Date(row.created_at),
      newListings: row.new_listings,
      savedSearches: row.saved_searches,
    }));
  }
}

/** The admin's overview of alerts (read-only, so not audited). */
@Injectable()
export class AlertStatsRepository {
  constructor(@InjectDataSource(NOTIFICATIONS_SCHEMA) private readonly db: DataSource) {}

  async overview(): Promise<AdminEmailAlerts> {
    const [counts] = await queryRows(
      this.db,
      `SELECT
         (SELECT count(*)::int FROM alert_subscriptions WHERE status = 'pending') AS pending,
         (SELECT count(*)::int FROM alert_subscriptions WHERE status = 'active') AS active,
         (SELECT count(*)::int FROM alert_subscriptions WHERE status = 'unsubscribed') AS unsubscribed,
         (SELECT count(*)::int FROM email_alerts WHERE is_active) AS searches_active,
         (SELECT count(*)::int FROM email_alerts WHERE NOT is_active) AS searches_paused,
         (SELECT count(*)::int FROM alert_matches WHERE digest_id IS NULL) AS queued,
         (SELECT count(*)::int FROM alert_matches WHERE digest_id IS NOT NULL AND created_at > now() - interval '7 days') AS mailed`,
      [],
      z.object({
        pending: z.number(),
        active: z.number(),
        unsubscribed: z.number(),
        searches_active: z.number(),
        searches_paused: z.number(),
        queued: z.number(),
        mailed: z.number(),
      }),
    );
    const rows = await queryRows(
      this.db,
      `SELECT a.id, a.name, a.search, a.frequency, a.is_active, a.last_sent, a.created_at, s.email
       FROM email_alerts a JOIN alert_subscriptions s ON s.id = a.subscription_id
       ORDER BY a.created_at DESC, a.id LIMIT 10`,
      [],
      SavedSearchRow.extend({ email: z.string() }),
    );
    return {
      subscriptions: {
        pending: counts.pending,
        active: counts.active,
        unsubscribed: counts.unsubscribed,
      },
      savedSearches: { active: counts.searches_active, paused: counts.searches_paused },
      queuedMatches: counts.queued,
      mailedMatchesLast7Days: counts.mailed,
      recent: rows.map((row) => ({ ...present(row), email: row.email })),
    };
  }
}
