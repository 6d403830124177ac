import {
  ALL_CATEGORIES,
  type FacetValue,
  type ListingCard,
  type ListingDocument,
  type SearchListingsQuery,
  type SearchListingsResponse,
  type Suggestion,
  type VehicleCategory,
} from '@market/contracts';

/** A search the index answers: the API query, plus the ZIP centre a radius search resolved to. */
export type ListingSearch = SearchListingsQuery & {
  near?: { lat: number; lon: number; miles: number };
};

/** A search within one category: every search but a seller's whole inventory. */
export type CategorySearch = ListingSearch & { category: VehicleCategory };

export function isCategorySearch(search: ListingSearch): search is CategorySearch {
  return search.category !== ALL_CATEGORIES;
}

/**
 * The listing index: a projection of the listings events that answers the public
 * searches. Engines: PostgreSQL (embedded default) and Elasticsearch. Both pass
 * `describeListingIndexContract`.
 *
 * Every write carries the listing's revision; an index keeps the highest it has seen,
 * including for deleted listings, so events that arrive late or twice change nothing.
 */
export interface ListingIndex {
  readonly kind: 'postgres' | 'elasticsearch';
  /** Creates what the engine needs (tables, index and alias); safe to call on every start. */
  prepare(): Promise<void>;
  /** Indexes the documents unless the index already holds the same or a newer revision. */
  upsert(documents: ListingDocument[]): Promise<void>;
  /** Removes a listing, remembering the revision so an older upsert cannot bring it back. */
  remove(listingId: string, revision: number): Promise<void>;
  /** Active, unsold listings only. */
  search(search: ListingSearch): Promise<SearchListingsResponse>;
  /** The same answer as the JSON the API sends, for engines that can write it cheaper than `search` then JSON.stringify. */
  searchJson?(search: ListingSearch): Promise<string>;
  featured(category: VehicleCategory, limit: number): Promise<ListingCard[]>;
  suggest(text: string, category: VehicleCategory, limit: number): Promise<Suggestion[]>;
  /** Ids and revisions of every listing held (deleted ones excluded) in id order, from after `after`, in batches. */
  revisions(after?: string): AsyncIterable<{ id: string; revision: number }[]>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * How far ahead of its creation a listing with priority placement sorts in "newest" (the
 * default order): about 317 years, so every listing with priority comes before every other,
 * newest first among themselves. Explicit sorts (price, year, mileage) are not affected.
 */
export const PRIORITY_RANK_MS = 10_000_000_000_000;

/**
 * The key of the "newest" order, as every engine stores it (PostgreSQL's `created_at`
 * column, Elasticsearch's `createdAt` field, the in-memory model's `createdAt` column) and
 * as "newest" cursors carry it: the creation time, moved PRIORITY_RANK_MS ahead while a
 * paid plan gives the listing priority placement (`priorityUntil`, cleared by listings when
 * the plan expires). The card keeps the real creation time.
 */
export function newestRank(document: Pick<ListingDocument, 'createdAt' | 'priorityUntil'>): string {
  if (!document.priorityUntil) return document.createdAt;
  return new Date(Date.parse(document.createdAt) + PRIORITY_RANK_MS).toISOString();
}

/** The card the grid shows, cut from the full document. */
export function toListingCard(document: ListingDocument): ListingCard {
  return {
    id: document.id,
    category: document.category,
    title: document.title,
    make: document.make,
    makeLabel: document.makeLabel,
    model: document.model,
    modelLabel: document.modelLabel,
    year: document.year,
    price: document.price,
    mileage: document.mileage,
    condition: document.condition,
    transmission: document.transmission,
    fuelType: document.fuelType,
    locationCity: document.locationCity,
    locationState: document.locationState,
    locationZip: document.locationZip,
    isFeatured: document.isFeatured,
    primaryImageUrl: document.primaryImageUrl,
    imageCount: document.imageCount,
    dealerId: document.dealerId,
    salesRepId: document.salesRepId,
    description: document.description ? document.description.slice(0, 300) : null,
    createdAt: document.createdAt,
  };
}

/**
 * The search box's suggestions in the order every engine gives them: makes, then models,
 * then places, at most `limit` in all.
 */
export function toSuggestions(
  found: {
    makes: { make: string; label: string }[];
    models: { make: string; model: string; makeLabel: string; modelLabel: string }[];
    places: { city: string; state: string | null }[];
  },
  limit: number,
): Suggestion[] {
  return [
    ...found.makes.map((row): Suggestion => ({
      kind: 'make',
      label: row.label,
      query: { make: row.make },
    })),
    ...found.models.map((row): Suggestion => ({
      kind: 'model',
      label: `${row.makeLabel} ${row.modelLabel}`,
      query: { make: row.make, model: row.model },
    })),
    ...found.places.map((row): Suggestion => ({
      kind: 'location',
      label: [row.city, row.state].filter(Boolean).join(', '),
      query: { location: row.city },
    })),
  ].slice(0, limit);
}

/** Active, unsold, and its seller shown to the public (a deactivated dealer's listings are not). */
export const isSearchable = (
  document: Pick<ListingDocument, 'status' | 'isSold' | 'sellerActive'>,
) => document.status === 'active' && !document.isSold && document.sellerActive !== false;

/**
 * Price and year buckets of the facets, edged at the quick filters of SPEC.md §9 so those
 * filters line up with whole buckets: prices `from < price ≤ to` (the "under $X" filters
 * send priceMax), years `from ≤ year ≤ to` (the "2015+" filters send yearMin).
 */
export const PRICE_BUCKETS: { from: number | null; to: number | null; label: string }[] = [
  { from: null, to: 10_000, label: '$10,000 and under' },
  { from: 10_000, to: 25_000, label: '$10,000 – $25,000' },
  { from: 25_000, to: 50_000, label: '$25,000 – $50,000' },
  { from: 50_000, to: 100_000, label: '$50,000 – $100,000' },
  { from: 100_000, to: null, label: 'Over $100,000' },
];
export const YEAR_BUCKETS: { from: number | null; to: number | null; label: string }[] = [
  { from: 2020, to: null, label: '2020 and newer' },
  { from: 2015, to: 2019, label: '2015 – 2019' },
  { from: 2010, to: 2014, label: '2010 – 2014' },
  { from: 2005, to: 2009, label: '2005 – 2009' },
  { from: null, to: 2004, label: '2004 and older' },
];

/** The bucket index of a price or a year (the order of PRICE_BUCKETS / YEAR_BUCKETS). */
export function priceBucket(price: number): number {
  const i = PRICE_BUCKETS.findIndex(
    (b) => (b.from === null || price > b.from) && (b.to === null || price <= b.to),
  );
  return i === -1 ? PRICE_BUCKETS.length - 1 : i;
}
export function yearBucket(year: number): number {
  const i = YEAR_BUCKETS.findIndex(
    (b) => (b.from === null || year >= b.from) && (b.to === null || year <= b.to),
  );
  return i === -1 ? YEAR_BUCKETS.length - 1 : i;
}

/** Facet order in every engine: most listings first, then by label, then by value (ties are common). */
export function byCountThenLabel(a: FacetValue, b: FacetValue): number {
  return (
    b.count - a.count ||
    a.label.localeCompare(b.label) ||
    (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
  );
}
