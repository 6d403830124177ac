import { Controller, Header, Inject } from '@nestjs/common';
import { FEATURED_LIMIT, type ParsedQueryOf, searchRoutes } from '@market/contracts';
import {
  Endpoint,
  jsonAnswer,
  RouteQuery,
  SearchBusyError,
  ValidationError,
} from '@market/platform';
import type { CachingListingIndex } from '../index/caching-listing-index.js';
import { ZipLocator } from '../geo/zip-locator.js';
import { LISTING_INDEX } from '../search.tokens.js';
import { SearchCounter } from '../analytics/search-counter.js';

/** A ZIP without a radius searches this far around it. */
const DEFAULT_RADIUS_MILES = 50;

/** Public, cacheable reads: a CDN or the browser may keep an answer for a few seconds. */
const SHORT_CACHE = 'public, max-age=15, stale-while-revalidate=60';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answers come from the index's cache as the JSON to send (a repeated search costs no
 * serialising): each route returns that string with a JSON content type.
 */
@Controller()
export class SearchController {
  constructor(
    @Inject(LISTING_INDEX) private readonly index: CachingListingIndex,
    private readonly zips: ZipLocator,
    private readonly searches: SearchCounter,
  ) {}

  /** JSON of SearchListingsResponse. */
  @Endpoint(searchRoutes.listings)
  @Header('cache-control', SHORT_CACHE)
  @Header('content-type', JSON_TYPE)
  listings(@RouteQuery(searchRoutes.listings) query: ParsedQueryOf<typeof searchRoutes.listings>) {
    const route = searchRoutes.listings;
    this.searches.add();
    if (!query.zip) return jsonAnswer(route, busyAsAppError(this.index.searchJson(query)));
    const centre = this.zips.locate(query.zip);
    if (!centre) {
      throw new ValidationError(`We could not find the ZIP code ${query.zip}.`, [
        { path: 'zip', message: 'unknown ZIP code' },
      ]);
    }
    const near = { ...centre, miles: query.radius ?? DEFAULT_RADIUS_MILES };
    return jsonAnswer(route, busyAsAppError(this.index.searchJson({ ...query, near })));
  }

  /** JSON of `{ items: ListingCard[] }`. */
  @Endpoint(searchRoutes.featured)
  @Header('cache-control', SHORT_CACHE)
  @Header('content-type', JSON_TYPE)
  featured(@RouteQuery(searchRoutes.featured) query: ParsedQueryOf<typeof searchRoutes.featured>) {
    return jsonAnswer(
      searchRoutes.featured,
      this.index.featuredJson(query.category, FEATURED_LIMIT),
    );
  }

  /** JSON of `{ items: Suggestion[] }`. */
  @Endpoint(searchRoutes.suggestions)
  @Header('cache-control', SHORT_CACHE)
  @Header('content-type', JSON_TYPE)
  suggestions(
    @RouteQuery(searchRoutes.suggestions) query: ParsedQueryOf<typeof searchRoutes.suggestions>,
  ) {
    return jsonAnswer(searchRoutes.suggestions, this.index.suggestJson(query.q, query.category, 8));
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
