import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type ListingSitemapIndex,
  type ListingSitemapPage,
  vehicleCategorySchema,
} from '@market/contracts';
import type { DataSource } from 'typeorm';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

const PUBLIC = `status = 'active' AND seller_active`;

const ChunkRow = z.object({
  last_id: z.string(),
  count: z.number(),
  lastmod: z.date(),
});
type ChunkRow = z.infer<typeof ChunkRow>;
const EntryRow = z.object({
  id: z.string(),
  category: vehicleCategorySchema,
  updated_at: z.date(),
});
type EntryRow = z.infer<typeof EntryRow>;

/** Public listing ids for the sitemaps, read over the partial index `vehicle_listings_public_by_id`. */
@Injectable()
export class ListingSitemapRepository {
  constructor(@InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource) {}

  /** One pass over the index: the public listings numbered in id order, grouped by file. */
  async chunks(perFile: number): Promise<ListingSitemapIndex['chunks']> {
    const rows = await queryRows(
      this.db,
      `SELECT max(id::text) AS last_id, count(*)::int AS count, max(updated_at) AS lastmod
         FROM (SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS file
                 FROM vehicle_listings WHERE ${PUBLIC}) numbered
        GROUP BY file ORDER BY file`,
      [perFile],
      ChunkRow,
    );
    return rows.map((row, i) => ({
      after: i === 0 ? null : rows[i - 1].last_id,
      count: row.count,
      lastmod: row.lastmod.toISOString(),
    }));
  }

  async page(after: string | undefined, limit: number): Promise<ListingSitemapPage> {
    const rows = await queryRows(
      this.db,
      `SELECT id, category, updated_at FROM vehicle_listings
        WHERE ${PUBLIC} AND id > $1 ORDER BY id LIMIT $2`,
      [after ?? '00000000-0000-0000-0000-000000000000', limit],
      EntryRow,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        category: row.category,
        updatedAt: row.updated_at.toISOString(),
      })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  }

  /** When a deleted listing was removed, or null if no listing with this id was ever deleted. */
  async removedAt(id: string): Promise<string | null> {
    const rows = await queryRows(
      this.db,
      `SELECT removed_at FROM removed_listings WHERE id = $1`,
      [id],
      z.object({ removed_at: z.date() }),
    );
    return rows[0]?.removed_at.toISOString() ?? null;
  }
}
