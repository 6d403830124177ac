import type { estypes } from '@elastic/elasticsearch';
import type { SearchSort } from '@market/contracts';
import { ValidationError } from '@market/platform';
import {
  isCategorySearch,
  type ListingSearch,
  PRICE_BUCKETS,
  YEAR_BUCKETS,
} from '../listing-index.port.js';
import { isStateCode } from '../postgres/postgres-listing-index.js';
import { decodeCursor, encodeCursor } from '../search-cursor.js';

type Query = estypes.QueryDslQueryContainer;
type Aggregation = estypes.AggregationsAggregationContainer;

/** How many values a facet lists at most (as the PostgreSQL engine). */
export const FACET_SIZE = 100;

/**
 * Unknown mileage sorts last, as the largest PostgreSQL integer does there, so a cursor
 * taken on one engine means the same on the other.
 */
export const MISSING_MILEAGE = 2_147_483_647;

interface SortSpec {
  field: 'createdAt' | 'price' | 'year' | 'mileage';
  order: 'asc' | 'desc';
  missing?: number;
}

export const SORTS: Record<SearchSort, SortSpec> = {
  newest: { field: 'createdAt', order: 'desc' },
  price_asc: { field: 'price', order: 'asc' },
  price_desc: { field: 'price', order: 'desc' },
  year_desc: { field: 'year', order: 'desc' },
  mileage_asc: { field: 'mileage', order: 'asc', missing: MISSING_MILEAGE },
};

/** The sort key, then the id in the same direction: a total order for keyset paging. */
export function sortClauses(sort: SearchSort): estypes.SortCombinations[] {
  const spec = SORTS[sort];
  return [
    {
      [spec.field]:
        spec.missing !== undefined
          ? { order: spec.order, missing: spec.missing }
          : { order: spec.order },
    },
    { id: { order: spec.order } },
  ];
}

const invalidCursor = () =>
  new ValidationError('The cursor is not valid; start the search again.', [
    { path: 'cursor', message: 'cursor is not valid' },
  ]);

/**
 * The cursor as `search_after` values. "Newest" cursors carry an ISO date (as the
 * PostgreSQL engine's do), which Elasticsearch sorts as epoch milliseconds.
 */
export function searchAfter(search: ListingSearch): [number, string] | undefined {
  const cursor = decodeCursor(search.cursor);
  if (!cursor) return undefined;
  if (SORTS[search.sort].field === 'createdAt') {
    const millis = typeof cursor.value === 'string' ? Date.parse(cursor.value) : NaN;
    if (Number.isNaN(millis)) throw invalidCursor();
    return [millis, cursor.id];
  }
  if (typeof cursor.value !== 'number' || !Number.isFinite(cursor.value)) throw invalidCursor();
  return [cursor.value, cursor.id];
}

/** The cursor after a hit, from its sort values. */
export function cursorAfter(sort: SearchSort, values: estypes.SortResults): string {
  const [value, id] = values;
  return encodeCursor({
    value:
      SORTS[sort].field === 'createdAt' ? new Date(Number(value)).toISOString() : Number(value),
    id: String(id),
  });
}

/** The filters a facet may leave out: its own. */
export type FacetFilter =
  'make' | 'model' | 'conditions' | 'transmissions' | 'fuelTypes' | 'price' | 'year';

const FACET_FILTERS: FacetFilter[] = [
  'make',
  'model',
  'conditions',
  'transmissions',
  'fuelTypes',
  'price',
  'year',
];

const range = (field: string, bounds: Record<string, number | undefined>): Query[] => {
  const set = Object.fromEntries(Object.entries(bounds).filter(([, v]) => v !== undefined));
  return Object.keys(set).length ? [{ range: { [field]: set } }] : [];
};

/** The filters of a search that are facets; each facet is counted without its own. */
export function facetFilters(search: ListingSearch): Record<FacetFilter, Query[]> {
  return {
    make: search.make ? [{ term: { make: search.make } }] : [],
    model: search.model ? [{ term: { model: search.model } }] : [],
    conditions: search.conditions.length ? [{ terms: { condition: search.conditions } }] : [],
    transmissions: search.transmissions.length
      ? [{ terms: { transmission: search.transmissions } }]
      : [],
    fuelTypes: search.fuelTypes.length ? [{ terms: { fuelType: search.fuelTypes } }] : [],
    price: range('price', { gte: search.priceMin, lte: search.priceMax }),
    year: range('year', { gte: search.yearMin, lte: search.yearMax }),
  };
}

const escapeWildcard = (text: string) => text.replace(/[\\*?]/g, (c) => `\\${c}`);

/** The filters of a search that no facet leaves out. */
export function baseFilters(search: ListingSearch): Query[] {
  const filters: Query[] = [{ term: { searchable: true } }];
  if (isCategorySearch(search)) filters.push({ term: { category: search.category } });
  filters.push(...range('mileage', { lte: search.mileageMax }));
  if (search.featured !== undefined) filters.push({ term: { isFeatured: search.featured } });
  if (search.dealerId) filters.push({ term: { dealerId: search.dealerId } });
  if (search.salesRepId) filters.push({ term: { salesRepId: search.salesRepId } });
  if (search.location) {
    // Two letters name a state ("TX"); anything longer is a contains-match on city, state
    // and ZIP (SPEC.md §7), as in the PostgreSQL engine.
    filters.push(
      isStateCode(search.location)
        ? { term: { locationState: search.location.trim().toUpperCase() } }
        : {
            wildcard: {
              locationText: { value: `*${escapeWildcard(search.location.toLowerCase())}*` },
            },
          },
    );
  }
  if (search.q) filters.push({ match: { text: { query: search.q, operator: 'and' } } });
  if (search.near) {
    filters.push({
      geo_distance: {
        distance: `${search.near.miles}mi`,
        location: { lat: search.near.lat, lon: search.near.lon },
      },
    });
  }
  return filters;
}

const allOf = (filters: Query[]): Query =>
  filters.length ? { bool: { filter: filters } } : { match_all: {} };

const except = (filters: Record<FacetFilter, Query[]>, omit: FacetFilter[]): Query =>
  allOf(FACET_FILTERS.filter((f) => !omit.includes(f)).flatMap((f) => filters[f]));

const valueCounts = (field: string, labelField?: string): Aggregation => ({
  terms: { field, size: FACET_SIZE, order: [{ _count: 'desc' }, { _key: 'asc' }] },
  // The label a value is shown with; the greatest, as PostgreSQL's max(label).
  ...(labelField
    ? { aggs: { label: { terms: { field: labelField, size: 1, order: { _key: 'desc' } } } } }
    : {}),
});

/** `filters` buckets on the exact edges of PRICE_BUCKETS (from < price ≤ to) and YEAR_BUCKETS. */
const bucketCounts = (field: 'price' | 'year'): Aggregation => {
  const edges = field === 'price' ? PRICE_BUCKETS : YEAR_BUCKETS;
  const lower = field === 'price' ? 'gt' : 'gte';
  return {
    filters: {
      filters: Object.fromEntries(
        edges.map((bucket, i) => [
          `b${i}`,
          allOf(
            range(field, {
              [lower]: bucket.from ?? undefined,
              lte: bucket.to ?? undefined,
            }),
          ),
        ]),
      ),
    },
  };
};

/**
 * One `filter` aggregation per facet: the facet filters other than its own (the base
 * filters are the query). The make facet leaves out make and model; model is counted
 * only once a make is chosen.
 */
export function facetAggregations(search: ListingSearch): Record<string, Aggregation> {
  const filters = facetFilters(search);
  const facet = (omit: FacetFilter[], values: Aggregation): Aggregation => ({
    filter: except(filters, omit),
    aggs: { values },
  });
  return {
    make: facet(['make', 'model'], valueCounts('make', 'makeLabel')),
    ...(search.make ? { model: facet(['model'], valueCounts('model', 'modelLabel')) } : {}),
    condition: facet(['conditions'], valueCounts('condition')),
    fuelType: facet(['fuelTypes'], valueCounts('fuelType')),
    transmission: facet(['transmissions'], valueCounts('transmission')),
    price: facet(['price'], bucketCounts('price')),
    year: facet(['year'], bucketCounts('year')),
  };
}

/**
 * The search request. With facets, the facet filters go to `post_filter` so the
 * aggregations see the base matches and each removes only its own filter; hits and the
 * total see every filter either way. One hit more than the page tells if there is a next.
 */
export function buildSearchRequest(index: string, search: ListingSearch): estypes.SearchRequest {
  const facets = facetFilters(search);
  const facetQueries = FACET_FILTERS.flatMap((f) => facets[f]);
  const after = searchAfter(search);
  return {
    index,
    size: search.limit + 1,
    track_total_hits: true,
    _source: search.near ? ['card', 'location'] : ['card'],
    sort: sortClauses(search.sort),
    ...(after ? { search_after: after } : {}),
    ...(search.facets
      ? {
          query: allOf(baseFilters(search)),
          ...(facetQueries.length ? { post_filter: allOf(facetQueries) } : {}),
          aggs: facetAggregations(search),
        }
      : { query: allOf([...baseFilters(search), ...facetQueries]) }),
  };
}
