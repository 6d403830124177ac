import { boundingBox, milesBetween } from '../../geo/zip-locator.js';
import type { CategorySearch } from '../listing-index.port.js';
import { type CategoryCells, stateBit } from './category-cells.js';
import type { MemoryListings } from './memory-listings.js';

/** Slots a filter allows, to read in turn or to test one by one (a Set, or the text matches' SlotList). */
export interface Posting extends Iterable<number> {
  readonly size: number;
  has(slot: number): boolean;
}

export interface RowFilter {
  /** The smallest posting list that applies; null: every row of the category. */
  candidates: Posting | null;
  /** Per location code, 1 where the location and distance filters allow it (null: no such filter). */
  places: Uint8Array | null;
  keep(slot: number): boolean;
}

/**
 * The filters the rows do not carry in their cells (text, featured, dealer, rep), as
 * candidate rows and one check per row; null when the search has none, so the cell pass
 * can answer it.
 */
export function rowFilter(
  listings: MemoryListings,
  held: CategoryCells | undefined,
  search: CategorySearch,
  textMatches: Posting | null,
  places: Uint8Array | null,
): RowFilter | null {
  if (!textMatches && search.featured === undefined && !search.dealerId && !search.salesRepId)
    return null;
  const c = listings.columns;
  const postings: Posting[] = [];
  const nothing = new Set<number>();
  if (textMatches) postings.push(textMatches);
  if (search.dealerId) {
    postings.push(listings.byDealer.get(listings.dealers.find(search.dealerId)) ?? nothing);
  }
  if (search.salesRepId) {
    postings.push(listings.bySalesRep.get(listings.salesReps.find(search.salesRepId)) ?? nothing);
  }
  if (search.featured === true) postings.push(listings.featured);
  const category = search.category;
  const categoryOf = listings.categoryOf;
  const mileageOf = c.mileage;
  const featuredOf = c.featured;
  const locationOf = c.location;
  const mileageMax = search.mileageMax ?? -1;
  const notFeatured = search.featured === false;
  postings.sort((a, b) => a.size - b.size);
  const [smallest = null, ...rest] = postings;
  const keep = (slot: number): boolean => {
    if (categoryOf[slot] !== category) return false;
    if (mileageMax !== -1 && (mileageOf[slot] === -1 || mileageOf[slot] > mileageMax)) return false;
    if (notFeatured && featuredOf[slot] === 1) return false;
    if (places !== null && places[locationOf[slot]] === 0) return false;
    for (let i = 0; i < rest.length; i++) if (!rest[i].has(slot)) return false;
    return true;
  };
  return { candidates: smallest, places, keep };
}

/** Where a places filter reaches: its states, their bits (stateBit), and whether it takes them whole. */
export interface PlacesReach {
  states: number[];
  /** Cells whose state mask shares no bit with this hold none of the places. */
  mask: number;
  /** Every location of each of those states is allowed: their rows pass without a check. */
  whole: boolean;
}

export function placesReach(listings: MemoryListings, places: Uint8Array): PlacesReach {
  const size = listings.states.size;
  const locations = new Int32Array(size);
  const allowed = new Int32Array(size);
  // From code 0 (no location, state 0, never allowed): rows without a place are in the
  // cells of state 0 too, so that state is never taken whole.
  for (let code = 0; code < places.length; code++) {
    const state = listings.locationState[code];
    locations[state]++;
    if (places[code] === 1) allowed[state]++;
  }
  const states: number[] = [];
  let mask = 0;
  let whole = true;
  for (let state = 0; state < size; state++) {
    if (allowed[state] === 0) continue;
    states.push(state);
    mask |= stateBit(state);
    if (allowed[state] !== locations[state]) whole = false;
  }
  return { states, mask, whole };
}

/**
 * The location filters (a two-letter state, a contains-match on city, state and ZIP, a
 * distance from a ZIP), decided once per distinct location: 1 where a location passes;
 * null when the search has none.
 */
export function placesFilter(listings: MemoryListings, search: CategorySearch): Uint8Array | null {
  const location = search.location?.trim();
  if (!location && !search.near) return null;
  const size = listings.locations.size;
  const places = new Uint8Array(size);
  const twoLetters = !!location && /^[a-z]{2}$/i.test(location);
  const state = twoLetters ? listings.states.find(location.toUpperCase()) : 0;
  const needle = location && !twoLetters ? search.location!.toLowerCase() : null;
  const box = search.near ? boundingBox(search.near, search.near.miles) : null;
  for (let code = 1; code < size; code++) {
    if (location) {
      // Two letters name a state, as in the SQL engine; anything longer is a contains-match.
      const passes = twoLetters
        ? state > 0 && listings.locationState[code] === state
        : listings.locationTexts[code].includes(needle!);
      if (!passes) continue;
    }
    if (search.near && box) {
      const lat = listings.locationLat[code];
      const lon = listings.locationLon[code];
      if (
        Number.isNaN(lat) ||
        lat < box.minLat ||
        lat > box.maxLat ||
        lon < box.minLon ||
        lon > box.maxLon
      )
        continue;
      if (milesBetween(search.near, { lat, lon }) > search.near.miles) continue;
    }
    places[code] = 1;
  }
  return places;
}
