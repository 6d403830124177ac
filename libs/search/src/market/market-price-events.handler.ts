import { Controller, Logger } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { type EventEnvelope, listingEvents } from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { SEARCH_SCHEMA } from '../search.tokens.js';
import { MarketPriceBook } from './market-price-book.js';
import { MarketPriceRepository } from './market-price.repository.js';

/** Its own group, so the prices follow every listing event whichever engine the index uses. */
export const SEARCH_MARKET_GROUP = 'search-market-prices';

const { listingPublished, listingUpdated, listingStatusChanged, listingDeleted } = listingEvents;

/** Keeps market_prices a projection of the listings events (revisions make redeliveries harmless). */
@Controller()
export class MarketPriceEventsHandler {
  private readonly logger = new Logger('search');

  constructor(
    private readonly prices: MarketPriceRepository,
    private readonly book: MarketPriceBook,
  ) {}

  @OnEvent(
    [listingPublished.type, listingUpdated.type, listingStatusChanged.type, listingDeleted.type],
    {
      schema: SEARCH_SCHEMA,
      group: SEARCH_MARKET_GROUP,
    },
  )
  async handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    await this.apply(event, context.manager);
    // This replica sees its own change at once (after the commit), the others within seconds.
    setImmediate(() => void this.book.refresh());
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case listingPublished.type:
      case listingUpdated.type:
      case listingStatusChanged.type: {
        const definition =
          event.type === listingPublished.type
            ? listingPublished
            : event.type === listingUpdated.type
              ? listingUpdated
              : listingStatusChanged;
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
