import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import {
  FEATURED_LIMIT,
  featuredQuerySchema,
  searchListingsQuerySchema,
  type SearchListingsQuery,
  suggestionsQuerySchema,
} from '@market/contracts';
import { SearchBusyError, ValidationError, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import type { CachingListingIndex } from '../index/caching-listing-index.js';
import { ZipLocator } from '../geo/zip-locator.js';
import { LISTING_INDEX } from '../search.tokens.js';

/** A ZIP without a radius searches this far around it. */
const DEFAULT_RADIUS_MILES = 50;

/** Public, cacheable reads: a CDN or the browser may keep an answer for a few seconds. */
const SHORT_CACHE = 'public, max-age=15, stale-while-revalidate=60';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answers come from the index's cache as the JSON to send (a repeated search costs no
 * serialising): each route returns that string with a JSON content type.
 */
@Controller('search')
export class SearchController {
  constructor(
    @Inject(LISTING_INDEX) private readonly index: CachingListingIndex,
    private readonly zips: ZipLocator,
  ) {}

  /** JSON of SearchListingsResponse. */
  @Get('listings')
  @Header('cache-control', SHORT_CACHE)
  @Header('content-type', JSON_TYPE)
  listings(
    @Query(new ZodPipe(searchListingsQuerySchema)) query: SearchListingsQuery,
  ): Promise<string> {
    if (!query.zip) return busyAsAppError(this.index.searchJson(query));
    const centre = this.zips.locate(query.zip);
    if (!centre) {
      throw new ValidationError(`We could not find the ZIP code ${query.zip}.`, [
        { path: 'zip', message: 'unknown ZIP code' },
      ]);
    }
    return busyAsAppError(
      this.index.searchJson({
        ...query,
        near: { ...centre, miles: query.radius ?? DEFAULT_RADIUS_MILES },
      }),
    );
  }

  /** JSON of `{ items: ListingCard[] }`. */
  @Get('featured')
  @Header('cache-control', SHORT_CACHE)
  @Header('content-type', JSON_TYPE)
  featured(
    @Query(new ZodPipe(featuredQuerySchema)) query: z.infer<typeof featuredQuerySchema>,
  ): Promise<string> {
    return this.index.featuredJson(query.category, FEATURED_LIMIT);
  }

  /** JSON of `{ items: Suggestion[] }`. */
  @Get('suggestions')
  @Header('cache-control', SHORT_CACHE)
  @Header('content-type', JSON_TYPE)
  suggestions(
    @Query(new ZodPipe(suggestionsQuerySchema)) query: z.infer<typeof suggestionsQuerySchema>,
  ): Promise<string> {
    return this.index.suggestJson(query.q, query.category, 8);
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
      throw new SearchBusyError();
    }
    throw error;
  }
}
