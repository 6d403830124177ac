import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventEnvelope, listingEvents } from '@market/contracts';
import { readEventData, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { SEARCH_EVENTS } from '../search.tokens.js';
import { MarketPriceBook } from './market-price-book.js';
import { MarketPriceRepository } from './market-price.repository.js';

/** Its own group, so the prices follow every listing event whichever engine the index uses. */
export const SEARCH_MARKET_GROUP = 'search-market-prices';

const { listingPublished, listingUpdated, listingStatusChanged, listingDeleted } = listingEvents;

/** Keeps market_prices a projection of the listings events (revisions make redeliveries harmless). */
@Injectable()
export class MarketPriceEventsHandler {
  private readonly logger = new Logger('search');

  constructor(
    @Inject(SEARCH_EVENTS) private readonly events: ServiceEvents,
    private readonly prices: MarketPriceRepository,
    private readonly book: MarketPriceBook,
  ) {}

  async subscribe(): Promise<void> {
    await this.events.consume(
      SEARCH_MARKET_GROUP,
      [listingPublished.type, listingUpdated.type, listingStatusChanged.type, listingDeleted.type],
      async (event, manager) => {
        await this.apply(event, manager);
        // This replica sees its own change at once (after the commit), the others within seconds.
        setImmediate(() => void this.book.refresh());
      },
    );
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case listingPublished.type:
      case listingUpdated.type:
      case listingStatusChanged.type: {
        const definition =
          event.type === listingPublished.type ? listingPublished : event.type === listingUpdated.type ? listingUpdated : listingStatusChanged;
        const data = readEventData(definition, event, this.logger);
        if (data) await this.prices.upsert(manager, data.listing);
        return;
      }
      case listingDeleted.type: {
        const data = readEventData(listingDeleted, event, this.logger);
        if (data) await this.prices.remove(manager, data.listingId, data.revision);
        return;
      }
      default:
        return;
    }
  }
}
