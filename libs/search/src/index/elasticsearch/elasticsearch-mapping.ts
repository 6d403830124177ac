import type { estypes } from '@elastic/elasticsearch';
import type { ListingCard, ListingDocument } from '@market/contracts';
import type { GeoPoint, ZipLocator } from '../../geo/zip-locator.js';
import { isSearchable, newestRank, toListingCard } from '../listing-index.port.js';

/**
 * A listing as Elasticsearch holds it: the filter and sort fields, the free text, and the
 * card the grid shows (stored, not indexed). Everything lives in `_source`, which `_reindex`
 * copies from, so nothing indexed may be left out of it.
 */
export interface IndexedListing {
  id: string;
  revision: number;
  searchable: boolean;
  category: string;
  make: string;
  makeLabel: string;
  model: string;
  modelLabel: string;
  /** "Honda Accord", for the search box's suggestions. */
  makeModelLabel: string;
  year: number;
  price: number;
  mileage: number | null;
  condition: string;
  transmission: string;
  fuelType: string;
  locationCity: string | null;
  locationState: string | null;
  locationZip: string | null;
  /** "austin tx 78701": the `location` filter is a contains-match on it (SPEC.md §7). */
  locationText: string;
  /** The ZIP centre, for radius search; null when the ZIP is unknown. */
  location: GeoPoint | null;
  isFeatured: boolean;
  dealerId: string | null;
  salesRepId: string | null;
  /** The "newest" key (newestRank): the creation time, ahead while the listing has priority placement. */
  createdAt: string;
  /** When this copy was written; the reindex command re-copies what changed while it ran. */
  indexedAt: string;
  text: string;
  card: ListingCard;
}

export interface ListingTombstone {
  id: string;
  revision: number;
  deletedAt: string;
}

export function toIndexedListing(
  document: ListingDocument,
  zips: ZipLocator,
  now: Date = new Date(),
): IndexedListing {
  return {
    id: document.id,
    revision: document.revision,
    searchable: isSearchable(document),
    category: document.category,
    make: document.make,
    makeLabel: document.makeLabel,
    model: document.model,
    modelLabel: document.modelLabel,
    makeModelLabel: `${document.makeLabel} ${document.modelLabel}`,
    year: document.year,
    price: document.price,
    mileage: document.mileage,
    condition: document.condition,
    transmission: document.transmission,
    fuelType: document.fuelType,
    locationCity: document.locationCity,
    locationState: document.locationState,
    locationZip: document.locationZip,
    locationText: [document.locationCity, document.locationState, document.locationZip]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    location: zips.locate(document.locationZip),
    isFeatured: document.isFeatured,
    dealerId: document.dealerId,
    salesRepId: document.salesRepId,
    createdAt: newestRank(document),
    indexedAt: now.toISOString(),
    text: [
      document.title,
      document.makeLabel,
      document.modelLabel,
      document.description,
      ...document.features,
    ]
      .filter(Boolean)
      .join(' '),
    card: toListingCard(document),
  };
}

const keyword = { type: 'keyword' } as const;

/**
 * The listings mapping. `dynamic: strict` makes a field added to IndexedListing without a
 * mapping fail loudly instead of being guessed; change it here and run the reindex command.
 */
export const LISTINGS_MAPPING: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    id: keyword,
    revision: { type: 'long' },
    searchable: { type: 'boolean' },
    category: keyword,
    make: keyword,
    makeLabel: keyword,
    model: keyword,
    modelLabel: keyword,
    makeModelLabel: keyword,
    year: { type: 'integer' },
    // Cents are exact; sort values come back as the price in dollars.
    price: { type: 'scaled_float', scaling_factor: 100 },
    mileage: { type: 'integer' },
    condition: keyword,
    transmission: keyword,
    fuelType: keyword,
    locationCity: keyword,
    locationState: keyword,
    locationZip: keyword,
    // The wildcard type answers `*term*` without scanning every term of a keyword field.
    locationText: { type: 'wildcard' },
    location: { type: 'geo_point' },
    isFeatured: { type: 'boolean' },
    dealerId: keyword,
    salesRepId: keyword,
    createdAt: { type: 'date' },
    indexedAt: { type: 'date' },
    // The standard analyzer lowercases and splits on word boundaries without stemming,
    // as PostgreSQL's 'simple' text search configuration does.
    text: { type: 'text', analyzer: 'standard' },
    card: { type: 'object', enabled: false },
  },
};

export const TOMBSTONES_MAPPING: estypes.MappingTypeMapping = {
  dynamic: 'strict',
  properties: {
    id: keyword,
    revision: { type: 'long' },
    deletedAt: { type: 'date' },
  },
};
