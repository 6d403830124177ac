import {
  conditionLabels,
  type FacetValue,
  fuelTypeLabels,
  type SearchFacets,
  transmissionLabels,
} from '@market/contracts';
import { boundingBox, milesBetween } from '../../geo/zip-locator.js';
import { type ListingSearch, PRICE_BUCKETS, YEAR_BUCKETS, yearBucket } from '../listing-index.port.js';
import { decodeCursor } from '../search-cursor.js';
import { type CategoryListings, type Dictionary, type MemoryListings, modelKey, modelValue } from './memory-listings.js';
import { TopRows } from './top-rows.js';

/** What a search found in memory: the page's slots in order, the total and the facets. */
export interface MemoryAnswer {
  slots: number[];
  /** The sort value of each slot of the page, as the cursor carries it. */
  sortValues: (number | string)[];
  distances: number[] | null;
  total: number;
  facets: SearchFacets | null;
  hasMore: boolean;
}

// The facet dimensions a filter can miss on (make and model are handled together).
const COND = 1;
const FUEL = 2;
const TRANS = 3;
const PRICE = 4;
const YEAR = 5;

const YEAR_BUCKET_OF = Uint8Array.from({ length: 65_536 }, (_, year) => yearBucket(year));

/** A lookup table over a dictionary's codes (1 = allowed), or null for no filter. */
function allowed(dictionary: Dictionary, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const table = new Uint8Array(dictionary.size);
  for (const value of values) {
    const code = dictionary.find(value);
    if (code > 0) table[code] = 1;
  }
  return table;
}

/**
 * Answers a search from the in-memory listings: each facet ignores its own filter (as the
 * SQL engine's GROUP BY queries do), the total ignores the cursor, and the page is the
 * first `limit` rows after the cursor in the sort order, ties broken by id.
 *
 * Two passes decide the same thing: over cells when every filter is a facet dimension
 * (the usual search, deciding make/model/condition/fuel/transmission once per cell), and
 * over candidate rows when a filter is not (location, distance, mileage, featured,
 * seller, text), starting from the smallest posting list that applies.
 */
export function searchMemory(
  listings: MemoryListings,
  search: ListingSearch,
  textMatches: Set<number> | null,
): MemoryAnswer {
  const held = listings.categories.get(search.category);
  const c = listings.columns;
  const make = search.make ? listings.makes.find(search.make) : 0;
  const model =
    search.make && search.model ? listings.models.find(modelKey(search.make, search.model)) : 0;
  const conditionOk = allowed(listings.conditions, search.conditions);
  const fuelOk = allowed(listings.fuelTypes, search.fuelTypes);
  const transmissionOk = allowed(listings.transmissions, search.transmissions);
  const priceMin = search.priceMin ?? -Infinity;
  const priceMax = search.priceMax ?? Infinity;
  const yearMin = search.yearMin ?? 0;
  const yearMax = search.yearMax ?? 65_535;
  // Mileage is no facet, but the cells hold it, so the cell pass can apply it to every count.
  const mileageMax = search.mileageMax ?? -1;
  const ranged =
    search.priceMin !== undefined || search.priceMax !== undefined || yearMin > 0 || yearMax < 65_535 || mileageMax !== -1;
  const withFacets = search.facets;

  const counts = {
    make: new Int32Array(listings.makes.size),
    model: new Int32Array(listings.models.size),
    condition: new Int32Array(listings.conditions.size),
    fuel: new Int32Array(listings.fuelTypes.size),
    transmission: new Int32Array(listings.transmissions.size),
    price: new Int32Array(PRICE_BUCKETS.length),
    year: new Int32Array(YEAR_BUCKETS.length),
  };
  const top = new TopRows(listings, search.sort, search.limit + 1, decodeCursor(search.cursor));
  const sortIndex = top.sortIndex;
  let total = 0;

  const rows = rowFilter(listings, held, search, textMatches);
  // The columns as locals: the loops below read them for every row.
  const makeOf = c.make;
  const modelOf = c.model;
  const conditionOf = c.condition;
  const fuelOf = c.fuelType;
  const transmissionOf = c.transmission;
  const priceOf = c.price;
  const yearOf = c.year;
  const priceBucketOf = c.priceBucket;
  const byMake = counts.make;
  const byModel = counts.model;
  const byCondition = counts.condition;
  const byFuel = counts.fuel;
  const byTransmission = counts.transmission;
  const byPrice = counts.price;
  const byYear = counts.year;

  /** One candidate row of the row pass: its misses decide the total and which facets it counts in. */
  const visitRow = (slot: number) => {
    if (!rows!.keep(slot)) return;
    const makeMiss = make !== 0 && makeOf[slot] !== make;
    const modelMiss = model !== 0 && modelOf[slot] !== model;
    let misses = 0;
    let missed = 0;
    if (conditionOk !== null && conditionOk[conditionOf[slot]] === 0) (misses++, (missed = COND));
    if (fuelOk !== null && fuelOk[fuelOf[slot]] === 0) (misses++, (missed = FUEL));
    if (transmissionOk !== null && transmissionOk[transmissionOf[slot]] === 0) (misses++, (missed = TRANS));
    const price = priceOf[slot];
    const year = yearOf[slot];
    if (price < priceMin || price > priceMax) (misses++, (missed = PRICE));
    if (year < yearMin || year > yearMax) (misses++, (missed = YEAR));
    const makeOrModel = makeMiss || modelMiss;
    if (misses > 1 || (misses === 1 && makeOrModel)) return;
    if (misses === 0 && !makeOrModel) {
      total++;
      top.offer(slot);
      byMake[makeOf[slot]]++;
      byModel[modelOf[slot]]++;
      byCondition[conditionOf[slot]]++;
      byFuel[fuelOf[slot]]++;
      byTransmission[transmissionOf[slot]]++;
      byPrice[priceBucketOf[slot]]++;
      byYear[YEAR_BUCKET_OF[year]]++;
    } else if (misses === 1) {
      if (missed === COND) byCondition[conditionOf[slot]]++;
      else if (missed === FUEL) byFuel[fuelOf[slot]]++;
      else if (missed === TRANS) byTransmission[transmissionOf[slot]]++;
      else if (missed === PRICE) byPrice[priceBucketOf[slot]]++;
      else byYear[YEAR_BUCKET_OF[year]]++;
    } else {
      byMake[makeOf[slot]]++;
      if (!makeMiss) byModel[modelOf[slot]]++;
    }
  };

  // An unknown make or model (code -1) misses every row, which still counts in the make facet.
  if (held && rows === null) {
    // Cell pass: every filter is a facet dimension.
    for (const cell of held.cells) {
      const n = cell.n;
      if (n === 0) continue;
      const makeMiss = make !== 0 && cell.make !== make;
      const modelMiss = model !== 0 && cell.model !== model;
      let misses = 0;
      let missed = 0;
      if (conditionOk !== null && conditionOk[cell.condition] === 0) (misses++, (missed = COND));
      if (fuelOk !== null && fuelOk[cell.fuelType] === 0) (misses++, (missed = FUEL));
      if (transmissionOk !== null && transmissionOk[cell.transmission] === 0) (misses++, (missed = TRANS));
      const makeOrModel = makeMiss || modelMiss;
      if (misses > 1 || (misses === 1 && makeOrModel)) continue;
      const prices = cell.prices;
      const years = cell.years;
      const mileages = cell.mileages;
      if (misses === 0 && !makeOrModel) {
        // Read for the page only if some row could beat the worst one kept so far.
        const mayOffer = cell.bestKey(sortIndex) <= top.worstKey;
        if (!ranged) {
          total += n;
          byMake[cell.make] += n;
          byModel[cell.model] += n;
          byCondition[cell.condition] += n;
          byFuel[cell.fuelType] += n;
          byTransmission[cell.transmission] += n;
          for (let b = 0; b < byPrice.length; b++) byPrice[b] += cell.priceCounts[b];
          for (let b = 0; b < byYear.length; b++) byYear[b] += cell.yearCounts[b];
          if (mayOffer) for (let i = 0; i < n; i++) top.offerKeyed(cell.slots[i], cell.keyAt(sortIndex, i));
          continue;
        }
        const buckets = cell.priceBuckets;
        let inside = 0;
        for (let i = 0; i < n; i++) {
          if (mileageMax !== -1 && (mileages[i] === -1 || mileages[i] > mileageMax)) continue;
          const price = prices[i];
          const year = years[i];
          const priceIn = price >= priceMin && price <= priceMax;
          const yearIn = year >= yearMin && year <= yearMax;
          if (yearIn) byPrice[buckets[i]]++;
          if (priceIn) byYear[YEAR_BUCKET_OF[year]]++;
          if (priceIn && yearIn) {
            inside++;
            if (mayOffer) top.offerKeyed(cell.slots[i], cell.keyAt(sortIndex, i));
          }
        }
        total += inside;
        byMake[cell.make] += inside;
        byModel[cell.model] += inside;
        byCondition[cell.condition] += inside;
        byFuel[cell.fuelType] += inside;
        byTransmission[cell.transmission] += inside;
        continue;
      }
      if (!withFacets) continue;
      let inside = n;
      if (ranged) {
        inside = 0;
        for (let i = 0; i < n; i++) {
          if (mileageMax !== -1 && (mileages[i] === -1 || mileages[i] > mileageMax)) continue;
          const price = prices[i];
          const year = years[i];
          if (price >= priceMin && price <= priceMax && year >= yearMin && year <= yearMax) inside++;
        }
      }
      if (misses === 1) {
        if (missed === COND) byCondition[cell.condition] += inside;
        else if (missed === FUEL) byFuel[cell.fuelType] += inside;
        else byTransmission[cell.transmission] += inside;
      } else {
        byMake[cell.make] += inside;
        if (!makeMiss) byModel[cell.model] += inside;
      }
    }
  } else if (held && rows !== null) {
    // Row pass over the candidates of the non-facet filters.
    if (rows.candidates) {
      for (const slot of rows.candidates) visitRow(slot);
    } else {
      // The cells' own location column rules most rows out without touching the columns.
      const places = rows.places;
      for (const cell of held.cells) {
        const slots = cell.slots;
        const locations = cell.locations;
        for (let i = 0, n = cell.n; i < n; i++) {
          if (places === null || places[locations[i]] === 1) visitRow(slots[i]);
        }
      }
    }
  }

  const page = top.sorted();
  const shown = page.slice(0, search.limit);
  return {
    slots: shown,
    sortValues: shown.map((slot) => top.cursorValue(slot)),
    distances: search.near ? shown.map((slot) => distanceOf(listings, slot, search.near!)) : null,
    total,
    hasMore: page.length > search.limit,
    facets: withFacets ? facetsOf(listings, counts, !!search.make) : null,
  };
}

interface RowFilter {
  /** The smallest posting list that applies; null: every row of the category. */
  candidates: Set<number> | null;
  /** Per location code, 1 where the location and distance filters allow it (null: no such filter). */
  places: Uint8Array | null;
  keep(slot: number): boolean;
}

/**
 * The filters that are not facet dimensions, as candidate rows and one check per row (a
 * few typed-array reads); null when the search has none, so the cell pass can answer it.
 */
function rowFilter(
  listings: MemoryListings,
  held: CategoryListings | undefined,
  search: ListingSearch,
  textMatches: Set<number> | null,
): RowFilter | null {
  if (
    !textMatches &&
    !search.location &&
    !search.near &&
    search.featured === undefined &&
    !search.dealerId &&
    !search.salesRepId
  )
    return null;
  const c = listings.columns;
  const postings: Set<number>[] = [];
  const nothing = new Set<number>();
  if (textMatches) postings.push(textMatches);
  if (search.dealerId) {
    postings.push(listings.byDealer.get(listings.dealers.find(search.dealerId)) ?? nothing);
  }
  if (search.salesRepId) {
    postings.push(listings.bySalesRep.get(listings.salesReps.find(search.salesRepId)) ?? nothing);
  }
  if (search.featured === true) postings.push(listings.featured);
  const location = search.location?.trim();
  if (location && /^[a-z]{2}$/i.test(location)) {
    // Two letters name a state, as in the SQL engine.
    const code = listings.states.find(location.toUpperCase());
    postings.push((code > 0 && held?.byState.get(code)) || nothing);
  }
  // Contains-match and distance are decided once per distinct location, then looked up per row.
  let places: Uint8Array | null = null;
  if (search.location && !(location && /^[a-z]{2}$/i.test(location))) {
    const needle = search.location.toLowerCase();
    places = new Uint8Array(listings.locations.size);
    listings.locations.values.forEach((text, code) => {
      if (code > 0 && text.includes(needle)) places![code] = 1;
    });
  }
  if (search.near) {
    const near = search.near;
    const box = boundingBox(near, near.miles);
    const within = new Uint8Array(listings.locations.size);
    for (let code = 1; code < listings.locations.size; code++) {
      const lat = listings.locationLat[code];
      const lon = listings.locationLon[code];
      if (Number.isNaN(lat) || lat < box.minLat || lat > box.maxLat || lon < box.minLon || lon > box.maxLon) continue;
      if (milesBetween(near, { lat, lon }) > near.miles) continue;
      if (!places || places[code] === 1) within[code] = 1;
    }
    places = within;
  }
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

function distanceOf(listings: MemoryListings, slot: number, near: { lat: number; lon: number }): number {
  const code = listings.columns.location[slot];
  const miles = milesBetween(near, { lat: listings.locationLat[code], lon: listings.locationLon[code] });
  return Math.round(miles * 10) / 10;
}

function facetsOf(
  listings: MemoryListings,
  counts: Record<'make' | 'model' | 'condition' | 'fuel' | 'transmission' | 'price' | 'year', Int32Array>,
  withModels: boolean,
): SearchFacets {
  const values = (
    dictionary: Dictionary,
    counted: Int32Array,
    value: (code: number) => string,
    label: (code: number) => string,
  ): FacetValue[] => {
    const found: FacetValue[] = [];
    for (let code = 1; code < counted.length; code++) {
      if (counted[code] > 0) found.push({ value: value(code), label: label(code), count: counted[code] });
    }
    return found.sort(byCountThenLabel).slice(0, 100);
  };
  const labelled = (dictionary: Dictionary, counted: Int32Array, labels: Record<string, string>) =>
    values(dictionary, counted, (code) => dictionary.values[code], (code) => labels[dictionary.values[code]] ?? dictionary.values[code]);
  return {
    make: values(listings.makes, counts.make, (code) => listings.makes.values[code], (code) => listings.makes.labels[code]),
    model: withModels
      ? values(listings.models, counts.model, (code) => modelValue(listings.models.values[code]), (code) => listings.models.labels[code])
      : [],
    condition: labelled(listings.conditions, counts.condition, conditionLabels),
    fuelType: labelled(listings.fuelTypes, counts.fuel, fuelTypeLabels),
    transmission: labelled(listings.transmissions, counts.transmission, transmissionLabels),
    price: PRICE_BUCKETS.map((bucket, i) => ({ ...bucket, count: counts.price[i] })),
    year: YEAR_BUCKETS.map((bucket, i) => ({ ...bucket, count: counts.year[i] })),
  };
}

/** Facet order: most listings first, then by label, then by value (the SQL engine's order). */
export function byCountThenLabel(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || a.label.localeCompare(b.label) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}
