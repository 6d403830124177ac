import type { estypes } from '@elastic/elasticsearch';
import {
  conditionLabels,
  type FacetRange,
  type FacetValue,
  fuelTypeLabels,
  type ListingCard,
  type SearchFacets,
  type SearchListingsResponse,
  transmissionLabels,
} from '@market/contracts';
import { type GeoPoint, milesBetween } from '../../geo/zip-locator.js';
import {
  byCountThenLabel,
  type ListingSearch,
  PRICE_BUCKETS,
  YEAR_BUCKETS,
} from '../listing-index.port.js';
import { cursorAfter } from './elasticsearch-search-request.js';

/** The part of a listing a search reads back. */
export interface ListingHitSource {
  card: ListingCard;
  location?: GeoPoint | null;
}

interface TermsBucket {
  key: string | number;
  doc_count: number;
  label?: { buckets: { key: string }[] };
}
interface FacetAggregate {
  doc_count: number;
  values: { buckets: TermsBucket[] | Record<string, { doc_count: number }> };
}

export const totalOf = (total: estypes.SearchTotalHits | number | undefined): number =>
  typeof total === 'number' ? total : (total?.value ?? 0);

/** Hits to cards (with the distance on a radius search), the total, the cursor, the facets. */
export function readSearchResponse(
  search: ListingSearch,
  response: estypes.SearchResponse<ListingHitSource>,
): SearchListingsResponse {
  const hits = response.hits.hits;
  const page = hits.slice(0, search.limit);
  const last = page.at(-1);
  return {
    items: page.map((hit) => toCard(search, hit._source!)),
    total: totalOf(response.hits.total),
    nextCursor:
      hits.length > search.limit && last?.sort ? cursorAfter(search.sort, last.sort) : null,
    facets: search.facets ? readFacets(search, response.aggregations) : null,
  };
}

function toCard(search: ListingSearch, source: ListingHitSource): ListingCard {
  if (!search.near) return source.card;
  // The same great-circle formula as the PostgreSQL engine, so both give the same miles.
  const distance = source.location ? milesBetween(search.near, source.location) : null;
  return {
    ...source.card,
    distanceMiles: distance === null ? null : Math.round(distance * 10) / 10,
  };
}

export function readFacets(
  search: ListingSearch,
  aggregations: Record<string, estypes.AggregationsAggregate> | undefined,
): SearchFacets {
  const aggregate = (name: string) => aggregations?.[name] as unknown as FacetAggregate | undefined;
  const values = (name: string, labels?: Record<string, string>): FacetValue[] => {
    const buckets = aggregate(name)?.values.buckets;
    if (!Array.isArray(buckets)) return [];
    return buckets
      .map((bucket) => {
        const value = String(bucket.key);
        return {
          value,
          label: bucket.label?.buckets[0]?.key ?? labels?.[value] ?? value,
          count: bucket.doc_count,
        };
      })
      .sort(byCountThenLabel);
  };
  const ranges = (name: string, edges: typeof PRICE_BUCKETS): FacetRange[] => {
    const buckets = aggregate(name)?.values.buckets;
    const keyed = buckets && !Array.isArray(buckets) ? buckets : {};
    return edges.map((edge, i) => ({ ...edge, count: keyed[`b${i}`]?.doc_count ?? 0 }));
  };
  return {
    make: values('make'),
    model: search.make ? values('model') : [],
    condition: values('condition', conditionLabels),
    fuelType: values('fuelType', fuelTypeLabels),
    transmission: values('transmission', transmissionLabels),
    price: ranges('price', PRICE_BUCKETS),
    year: ranges('year', YEAR_BUCKETS),
  };
}
