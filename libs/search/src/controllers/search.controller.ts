import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import {
  FEATURED_LIMIT,
  featuredQuerySchema,
  type ListingCard,
  searchListingsQuerySchema,
  type SearchListingsQuery,
  type SearchListingsResponse,
  type Suggestion,
  suggestionsQuerySchema,
} from '@market/contracts';
import { AppError, ValidationError, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import type { ListingIndex } from '../index/listing-index.port.js';
import { ZipLocator } from '../geo/zip-locator.js';
import { LISTING_INDEX } from '../search.tokens.js';

/** A ZIP without a radius searches this far around it. */
const DEFAULT_RADIUS_MILES = 50;

/** Public, cacheable reads: a CDN or the browser may keep an answer for a few seconds. */
const SHORT_CACHE = 'public, max-age=15, stale-while-revalidate=60';

@Controller('search')
export class SearchController {
  constructor(
    @Inject(LISTING_INDEX) private readonly index: ListingIndex,
    private readonly zips: ZipLocator,
  ) {}

  @Get('listings')
  @Header('cache-control', SHORT_CACHE)
  listings(
    @Query(new ZodPipe(searchListingsQuerySchema)) query: SearchListingsQuery,
  ): Promise<SearchListingsResponse> {
    if (!query.zip) return busyAsAppError(this.index.search(query));
    const centre = this.zips.locate(query.zip);
    if (!centre) {
      throw new ValidationError(`We could not find the ZIP code ${query.zip}.`, [
        { path: 'zip', message: 'unknown ZIP code' },
      ]);
    }
    return this.index.search({
      ...query,
      near: { ...centre, miles: query.radius ?? DEFAULT_RADIUS_MILES },
    });
  }

  @Get('featured')
  @Header('cache-control', SHORT_CACHE)
  async featured(
    @Query(new ZodPipe(featuredQuerySchema)) query: z.infer<typeof featuredQuerySchema>,
  ): Promise<{ items: ListingCard[] }> {
    return { items: await this.index.featured(query.category, FEATURED_LIMIT) };
  }

  @Get('suggestions')
  @Header('cache-control', SHORT_CACHE)
  async suggestions(
    @Query(new ZodPipe(suggestionsQuerySchema)) query: z.infer<typeof suggestionsQuerySchema>,
  ): Promise<{ items: Suggestion[] }> {
    return { items: await this.index.suggest(query.q, query.category, 8) };
  }
}

/** A search the database cancelled for taking too long (SQLSTATE 57014) becomes a 503 the visitor can retry. */
async function busyAsAppError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const code =
      (error as { driverError?: { code?: string }; code?: string }).driverError?.code ??
      (error as { code?: string }).code;
    if (code === '57014') {
      throw new AppError(
        503,
        'SEARCH_BUSY',
        'Search is busy right now. Please try again in a moment, or narrow your search.',
      );
    }
    throw error;
  }
}
