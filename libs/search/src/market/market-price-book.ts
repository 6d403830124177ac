import { Injectable, Logger } from '@nestjs/common';
import type { DealRating } from '@market/contracts';
import { rateDeal } from './deal-rating.js';
import { MarketPriceRepository, type MarketPriceRow } from './market-price.repository.js';

/** How often a replica looks for changed prices (one cheap query; a reload only on change). */
const REFRESH_MS = 10_000;

/**
 * The deal ratings' read model, in memory in each search replica: every active listing's
 * price by segment, sorted. Rating a page of cards is lookups, never a query per card. It
 * follows market_prices (written by whichever replica handled the event) by polling its
 * version.
 */
@Injectable()
export class MarketPriceBook {
  private readonly logger = new Logger('search');
  private listings = new Map<string, MarketPriceRow>();
  private segments = new Map<string, number[]>();
  private loadedVersion: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly prices: MarketPriceRepository) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reloads if market_prices changed since the last load (one in flight at a time). */
  refresh(): Promise<void> {
    this.refreshing ??= this.reload().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** The ratings of the listings the book knows as active, in the order asked. */
  rate(ids: readonly string[]): DealRating[] {
    const rated: DealRating[] = [];
    for (const id of ids) {
      const row = this.listings.get(id);
      if (!row) continue;
      rated.push(
        rateDeal(
          { id, year: row.year, price: row.price },
          this.segments.get(row.segment) ?? [],
          true,
        ),
      );
    }
    return rated;
  }

  private async reload(): Promise<void> {
    try {
      const version = await this.prices.version();
      if (version === this.loadedVersion) return;
      const rows = await this.prices.active();
      const listings = new Map<string, MarketPriceRow>();
      const segments = new Map<string, number[]>();
      for (const row of rows) {
        listings.set(row.listingId, row);
        const prices = segments.get(row.segment);
        if (prices) prices.push(row.price);
        else segments.set(row.segment, [row.price]);
      }
      for (const prices of segments.values()) prices.sort((a, b) => a - b);
      this.listings = listings;
      this.segments = segments;
      this.loadedVersion = version;
    } catch (error) {
      this.logger.warn({ err: error }, 'market prices could not be reloaded; the last ones stay');
    }
  }
}
