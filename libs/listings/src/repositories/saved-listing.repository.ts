import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { returningRows } from './returning-rows.js';
import { InjectDataSource } from '@nestjs/typeorm';

export interface SavedListingRecord {
  userId: string;
  listingId: string;
  notes: string | null;
  createdAt: Date;
}

const SELECT_LIST = `user_id AS "userId", listing_id AS "listingId", notes, created_at AS "createdAt"`;

@Injectable()
export class SavedListingRepository {
  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  /** Saves, or updates the notes of an existing save; `created` says which. */
  async upsert(
    manager: EntityManager,
    userId: string,
    listingId: string,
    notes: string | null | undefined,
  ): Promise<{ saved: SavedListingRecord; created: boolean }> {
    const rows: (SavedListingRecord & { created: boolean })[] = await manager.query(
      `INSERT INTO saved_listings (user_id, listing_id, notes) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, listing_id) DO UPDATE SET notes = CASE WHEN $4 THEN EXCLUDED.notes ELSE saved_listings.notes END
       RETURNING ${SELECT_LIST}, (xmax = 0) AS created`,
      [userId, listingId, notes ?? null, notes !== undefined],
    );
    const { created, ...saved } = rows[0];
    return { saved, created };
  }

  async delete(manager: EntityManager, userId: string, listingId: string): Promise<boolean> {
    const rows = returningRows(
      await manager.query(
        `DELETE FROM saved_listings WHERE user_id = $1 AND listing_id = $2 RETURNING listing_id`,
        [userId, listingId],
      ),
    );
    return rows.length > 0;
  }

  async forUser(userId: string): Promise<SavedListingRecord[]> {
    return this.db.query(
      `SELECT ${SELECT_LIST} FROM saved_listings WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
  }

  async idsForUser(userId: string): Promise<string[]> {
    const rows: { listing_id: string }[] = await this.db.query(
      `SELECT listing_id FROM saved_listings WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map((row) => row.listing_id);
  }

  /** Removes every save of a user; returns the listings they had saved. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = returningRows<{ listing_id: string }>(
      await manager.query(`DELETE FROM saved_listings WHERE user_id = $1 RETURNING listing_id`, [
        userId,
      ]),
    );
    return rows.map((row) => row.listing_id);
  }

  /** Every save with the saver (from the sellers copy of accounts) and the listing, newest first. */
  async adminPage(
    q: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ items: AdminSavedRow[]; total: number }> {
    const params: unknown[] = [];
    let filter = '';
    if (q) {
      params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      filter = `WHERE (u.email ILIKE $1 OR l.title ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1)`;
    }
    const from = `FROM saved_listings s JOIN vehicle_listings l ON l.id = s.listing_id LEFT JOIN sellers u ON u.user_id = s.user_id ${filter}`;
    const [{ total }]: { total: number }[] = await this.db.query(
      `SELECT count(*)::int AS total ${from}`,
      params,
    );
    const items: AdminSavedRow[] = await this.db.query(
      `SELECT s.user_id AS "userId", u.email AS "userEmail", u.first_name AS "firstName", u.last_name AS "lastName",
              s.listing_id AS "listingId", l.title AS "listingTitle", l.status AS "listingStatus", s.notes, s.created_at AS "createdAt"
         ${from} ORDER BY s.created_at DESC, s.user_id, s.listing_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items, total };
  }
}

export interface AdminSavedRow {
  userId: string;
  userEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  listingId: string;
  listingTitle: string;
  listingStatus: string;
  notes: string | null;
  createdAt: Date;
}
