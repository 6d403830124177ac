import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const SavedListingRecord = z.object({
  userId: z.string(),
  listingId: z.string(),
  notes: z.string().nullable(),
  createdAt: z.date(),
});
export type SavedListingRecord = z.infer<typeof SavedListingRecord>;

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
    const rows = await queryRows(
      manager,
      `INSERT INTO saved_listings (user_id, listing_id, notes) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, listing_id) DO UPDATE SET notes = CASE WHEN $4 THEN EXCLUDED.notes ELSE saved_listings.notes END
       RETURNING ${SELECT_LIST}, (xmax = 0) AS created`,
      [userId, listingId, notes ?? null, notes !== undefined],
      SavedListingRecord.extend({ created: z.boolean() }),
    );
    const { created, ...saved } = rows[0];
    return { saved, created };
  }

  async delete(manager: EntityManager, userId: string, listingId: string): Promise<boolean> {
    const rows = await queryRows(
      manager,
      `DELETE FROM saved_listings WHERE user_id = $1 AND listing_id = $2 RETURNING listing_id`,
      [userId, listingId],
      z.object({ listing_id: z.string() }),
    );
    return rows.length > 0;
  }

  async forUser(userId: string): Promise<SavedListingRecord[]> {
    return queryRows(
      this.db,
      `SELECT ${SELECT_LIST} FROM saved_listings WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
      SavedListingRecord,
    );
  }

  async idsForUser(userId: string): Promise<string[]> {
    const rows = await queryRows(
      this.db,
      `SELECT listing_id FROM saved_listings WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
      z.object({ listing_id: z.string() }),
    );
    return rows.map((row) => row.listing_id);
  }

  /** Removes every save of a user; returns the listings they had saved. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = await queryRows(
      manager,
      `DELETE FROM saved_listings WHERE user_id = $1 RETURNING listing_id`,
      [userId],
      z.object({ listing_id: z.string() }),
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
    const [{ total }] = await queryRows(
      this.db,
      `SELECT count(*)::int AS total ${from}`,
      params,
      z.object({ total: z.number() }),
    );
    const items = await queryRows(
      this.db,
      `SELECT s.user_id AS "userId", u.email AS "userEmail", u.first_name AS "firstName", u.last_name AS "lastName",
              s.listing_id AS "listingId", l.title AS "listingTitle", l.status AS "listingStatus", s.notes, s.created_at AS "createdAt"
         ${from} ORDER BY s.created_at DESC, s.user_id, s.listing_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
      AdminSavedRow,
    );
    return { items, total };
  }
}

export const AdminSavedRow = z.object({
  userId: z.string(),
  userEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  listingId: z.string(),
  listingTitle: z.string(),
  listingStatus: z.string(),
  notes: z.string().nullable(),
  createdAt: z.date(),
});
export type AdminSavedRow = z.infer<typeof AdminSavedRow>;
