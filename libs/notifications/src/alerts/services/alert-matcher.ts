import { createRequire } from 'node:module';
import type { ListingDocument, SavedSearchCriteria } from '@market/contracts';

/**
 * Whether a listing is one a saved search would show: the same rules as the search
 * index's filters (libs/search, PostgreSQL engine), applied to one listing event instead
 * of a table. `q` is read as the index reads it with `plainto_tsquery('simple', q)`: every
 * word of it (lower-cased, split on anything but letters and digits) must be a word of the
 * title, make and model labels, description or features.
 */
export type ListingForMatch = Pick<
  ListingDocument,
  | 'category'
  | 'make'
  | 'model'
  | 'price'
  | 'year'
  | 'mileage'
  | 'condition'
  | 'transmission'
  | 'fuelType'
  | 'isFeatured'
  | 'dealerId'
  | 'salesRepId'
  | 'locationCity'
  | 'locationState'
  | 'locationZip'
  | 'title'
  | 'makeLabel'
  | 'modelLabel'
  | 'description'
  | 'features'
  | 'status'
  | 'isSold'
  | 'sellerActive'
>;

/** A ZIP without a radius searches this far around it (as the search API does). */
export const DEFAULT_RADIUS_MILES = 50;

export interface GeoPoint {
  lat: number;
  lon: number;
}
export type ZipLookup = (zip: string) => GeoPoint | null;

/** Only what search shows can be a match: active, unsold, from a seller in good standing. */
export function isSearchable(
  listing: Pick<ListingDocument, 'status' | 'isSold' | 'sellerActive'>,
): boolean {
  return listing.status === 'active' && !listing.isSold && listing.sellerActive !== false;
}

export function matchesSearch(
  criteria: SavedSearchCriteria,
  listing: ListingForMatch,
  zipLookup: ZipLookup = lookupZip,
): boolean {
  if (!isSearchable(listing)) return false;
  if (criteria.category !== 'all' && listing.category !== criteria.category) return false;
  if (criteria.make && listing.make !== criteria.make) return false;
  if (criteria.model && listing.model !== criteria.model) return false;
  if (criteria.priceMin !== undefined && !(listing.price >= criteria.priceMin)) return false;
  if (criteria.priceMax !== undefined && !(listing.price <= criteria.priceMax)) return false;
  if (criteria.yearMin !== undefined && !(listing.year >= criteria.yearMin)) return false;
  if (criteria.yearMax !== undefined && !(listing.year <= criteria.yearMax)) return false;
  // SQL: `mileage <= x` is not true for a listing without a mileage.
  if (
    criteria.mileageMax !== undefined &&
    !(listing.mileage !== null && listing.mileage <= criteria.mileageMax)
  )
    return false;
  if (criteria.conditions.length && !criteria.conditions.includes(listing.condition)) return false;
  if (criteria.transmissions.length && !criteria.transmissions.includes(listing.transmission))
    return false;
  if (criteria.fuelTypes.length && !criteria.fuelTypes.includes(listing.fuelType)) return false;
  if (criteria.featured !== undefined && listing.isFeatured !== criteria.featured) return false;
  if (criteria.dealerId && listing.dealerId !== criteria.dealerId) return false;
  if (criteria.salesRepId && listing.salesRepId !== criteria.salesRepId) return false;
  if (criteria.location && !matchesLocation(criteria.location, listing)) return false;
  if (criteria.q && !matchesWords(criteria.q, listing)) return false;
  if (
    criteria.zip &&
    !withinRadius(criteria.zip, criteria.radius ?? DEFAULT_RADIUS_MILES, listing, zipLookup)
  )
    return false;
  return true;
}

function matchesLocation(location: string, listing: ListingForMatch): boolean {
  const text = location.trim();
  if (/^[a-z]{2}$/i.test(text)) return listing.locationState === text.toUpperCase();
  const haystack = [listing.locationCity, listing.locationState, listing.locationZip]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return haystack.includes(text.toLowerCase());
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function matchesWords(q: string, listing: ListingForMatch): boolean {
  const wanted = wordsOf(q);
  if (!wanted.length) return true;
  const have = new Set(
    wordsOf(
      [
        listing.title,
        listing.makeLabel,
        listing.modelLabel,
        listing.description,
        ...listing.features,
      ]
        .filter(Boolean)
        .join(' '),
    ),
  );
  return wanted.every((word) => have.has(word));
}

function withinRadius(
  zip: string,
  miles: number,
  listing: ListingForMatch,
  zipLookup: ZipLookup,
): boolean {
  const centre = zipLookup(zip);
  const place = listing.locationZip ? zipLookup(listing.locationZip.trim().slice(0, 5)) : null;
  if (!centre || !place) return false;
  return milesBetween(centre, place) <= miles;
}

const EARTH_RADIUS_MILES = 3958.8;

export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const require = createRequire(import.meta.url);
let zipcodes:
  { lookup(zip: string): { latitude: number; longitude: number } | undefined } | undefined;

/** US ZIP centres from the `zipcodes` package, the data the search service places listings with. */
export function lookupZip(zip: string): GeoPoint | null {
  if (!/^\d{5}$/.test(zip)) return null;
  zipcodes ??= require('zipcodes') as typeof zipcodes;
  const record = zipcodes!.lookup(zip);
  return record && Number.isFinite(record.latitude)
    ? { lat: record.latitude, lon: record.longitude }
    : null;
}
