import { Controller, Header, Inject } from '@nestjs/common';
import {
  type ParsedQueryOf,
  searchListingsQuerySchema,
  type TradeInEstimate,
  tradeInRoutes,
} from '@market/contracts';
import { Endpoint, RouteQuery } from '@market/platform';
import type { ListingIndex } from '../index/listing-index.port.js';
import { LISTING_INDEX } from '../search.tokens.js';
import { type Comparable, estimateTradeIn, yearBand } from './trade-in-estimate.js';

/** At most this many comparables are read (the newest first): plenty for a median and quartiles. */
const MAX_COMPARABLES = 300;

/** GET /api/trade-in/estimate: Trade-In Value from the listing index, whatever its engine. */
@Controller()
export class TradeInController {
  constructor(@Inject(LISTING_INDEX) private readonly index: ListingIndex) {}

  @Endpoint(tradeInRoutes.estimate)
  @Header('cache-control', 'public, max-age=60')
  async estimate(
    @RouteQuery(tradeInRoutes.estimate) query: ParsedQueryOf<typeof tradeInRoutes.estimate>,
  ): Promise<TradeInEstimate> {
    const { yearFrom, yearTo } = yearBand(query.year);
    const comparables: Comparable[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.index.search(
        searchListingsQuerySchema.parse({
          category: query.category,
          make: query.make,
          model: query.model,
          yearMin: yearFrom,
          yearMax: yearTo,
          limit: 100,
          facets: 'false',
          cursor,
        }),
      );
      for (const card of page.items)
        if (card.mileage !== null)
          comparables.push({ price: card.price, mileage: card.mileage, year: card.year });
      cursor = page.nextCursor ?? undefined;
    } while (cursor && comparables.length < MAX_COMPARABLES);
    return estimateTradeIn({ year: query.year, mileage: query.mileage }, comparables);
  }
}
