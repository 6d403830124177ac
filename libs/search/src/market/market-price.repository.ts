import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { ListingDocument } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { isSearchable } from '../index/listing-index.port.js';
import { SEARCH_SCHEMA } from '../search.tokens.js';
import { segmentOf } from './deal-rating.js';
import { InjectDataSource } from '@nestjs/typeorm';

export interface MarketPriceRow {
  listingId: string;
  segment: string;
  year: number;
  price: number;
}

/** market_prices: each listing's price and segment; a revision keeps late events from undoing newer ones. */
@Injectable()
export class MarketPriceRepository {
  constructor(@InjectDataSource(SEARCH_SCHEMA) private readonly db: DataSource) {}

  async upsert(manager: EntityManager, document: ListingDocument): Promise<void> {
    await execute(
      manager,
      `INSERT INTO market_prices AS m (listing_id, revision, active, segment, year, price)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (listing_id) DO UPDATE SET revision = EXCLUDED.revision, active = EXCLUDED.active,
         segment = EXCLUDED.segment, year = EXCLUDED.year, price = EXCLUDED.price, changed_at = clock_timestamp()
       WHERE m.revision <= EXCLUDED.revision`,
      [
        document.id,
        document.revision,
        isSearchable(document),
        segmentOf(document),
        document.year,
        document.price,
      ],
    );
  }

  /** A deleted listing stays as an inactive row with the deletion's revision. */
  async remove(manager: EntityManager, listingId: string, revision: number): Promise<void> {
    await execute(
      manager,
      `INSERT INTO market_prices AS m (listing_id, revision, active, segment, year, price)
       VALUES ($1, $2, false, '', 0, 0)
       ON CONFLICT (listing_id) DO UPDATE SET revision = EXCLUDED.revision, active = false, changed_at = clock_timestamp()
       WHERE m.revision <= EXCLUDED.revision`,
      [listingId, revision],
    );
  }

  /** What moves whenever a row changes: the book reloads when it does. */
  async version(): Promise<string> {
    const [row] = await queryRows(
      this.db,
      `SELECT max(changed_at) AS changed, count(*) AS n FROM market_prices`,
      [],
      z.object({ changed: z.date().nullable(), n: z.string() }),
    );
    return `${row.changed?.toISOString() ?? '-'}/${row.n}`;
  }

  async active(): Promise<MarketPriceRow[]> {
    const rows = await queryRows(
      this.db,
      `SELECT listing_id, segment, year, price FROM market_prices WHERE active`,
      [],
      z.object({
        listing_id: z.string(),
        segment: z.string(),
        year: z.number(),
        price: z.string(),
      }),
    );
    return rows.map((r) => ({
      listingId: r.listing_id,
      segment: r.segment,
      year: r.year,
      price: Number(r.price),
    }));
  }
}
