import { Controller, Header } from '@nestjs/common';
import { type DealRatingsResponse, marketRoutes, type ParsedQueryOf } from '@market/contracts';
import { Endpoint, RouteQuery } from '@market/platform';
import { MarketPriceBook } from './market-price-book.js';

/** GET /api/search/deal-ratings: a page of cards' ratings from the in-memory book. */
@Controller()
export class MarketController {
  constructor(private readonly book: MarketPriceBook) {}

  @Endpoint(marketRoutes.dealRatings)
  @Header('cache-control', 'public, max-age=30, stale-while-revalidate=120')
  dealRatings(
    @RouteQuery(marketRoutes.dealRatings) query: ParsedQueryOf<typeof marketRoutes.dealRatings>,
  ): DealRatingsResponse {
    return { items: this.book.rate(query.ids) };
  }
}
