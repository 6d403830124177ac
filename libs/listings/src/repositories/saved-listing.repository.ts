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
}
