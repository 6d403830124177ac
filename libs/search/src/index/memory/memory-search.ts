import type { SearchFacets } from '@market/contracts';
import { milesBetween } from '../../geo/zip-locator.js';
import { type CategorySearch, PRICE_BUCKETS, YEAR_BUCKETS } from '../listing-index.port.js';
import { decodeCursor } from '../search-cursor.js';
import { type CategoryCells, SORT_INDEX } from './category-cells.js';
import { facetsOf } from './memory-facets.js';
import {
  countByYearGroups,
  GROUPED_CELL,
  offerCell,
  readByYearGroups,
  type RowRange,
  scanAdmittedCell,
  YEAR_BUCKET_OF,
} from './cell-scans.js';
import { type Posting, placesFilter, placesReach, rowFilter } from './memory-filters.js';
import { type Dictionary, type MemoryListings, modelKey } from './memory-listings.js';
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
 * Two passes decide the same thing: over cells when the rows carry every filter (the usual
 * search, deciding make/model/condition/fuel/transmission once per cell and price, year,
 * mileage and location per row or per year group), and over candidate rows when a filter
 * is one the cells do not hold (featured, seller, text), starting from the smallest
 * posting list that applies.
 */
export function searchMemory(
  listings: MemoryListings,
  search: CategorySearch,
  textMatches: Posting | null,
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
  // Filters read per row in the cell pass (and the places, where a pass checks them per
  // row); without them a cell's counts answer for its rows.
  const bounded =
    search.priceMin !== undefined ||
    search.priceMax !== undefined ||
    yearMin > 0 ||
    yearMax < 65_535 ||
    mileageMax !== -1;
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

  const places = placesFilter(listings, search);
  const rows = rowFilter(listings, held, search, textMatches, places);
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
    if (conditionOk !== null && conditionOk[conditionOf[slot]] === 0) {
      misses++;
      missed = COND;
    }
    if (fuelOk !== null && fuelOk[fuelOf[slot]] === 0) {
      misses++;
      missed = FUEL;
    }
    if (transmissionOk !== null && transmissionOk[transmissionOf[slot]] === 0) {
      misses++;
      missed = TRANS;
    }
    const price = priceOf[slot];
    const year = yearOf[slot];
    if (price < priceMin || price > priceMax) {
      misses++;
      missed = PRICE;
    }
    if (year < yearMin || year > yearMax) {
      misses++;
      missed = YEAR;
    }
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

  const bounds = { priceMin, priceMax, yearMin, yearMax, mileageMax };
  // The best sort key a row in the price and year ranges can have: a cell whose rows beyond
  // the range would beat the page is still out if its rows in range cannot.
  const rangeBound =
    sortIndex === SORT_INDEX.price_asc
      ? priceMin
      : sortIndex === SORT_INDEX.price_desc
        ? -priceMax
        : sortIndex === SORT_INDEX.year_desc
          ? -yearMax
          : -Infinity;
  const reach = places === null ? null : placesReach(listings, places);
  /**
   * The cell pass over one grid: every filter is a facet dimension (or mileage, which the
   * rows carry). `cells` lists the cells to visit (null: all of them); cells of make
   * `skipMake` are left out (another pass reads them). `places` is checked per row (null:
   * no location filter, or one the visited cells meet whole).
   */
  const passCells = (
    grid: CategoryCells,
    cells: readonly number[] | null,
    skipMake: number,
    places: Uint8Array | null,
  ) => {
    const { cellMake, cellModel, cellCondition, cellFuel, cellTransmission, cellStart, cellSize } =
      grid;
    const { cellPriceCounts, cellYearCounts, prices, years, mileages, locations } = grid;
    const priceBuckets5 = byPrice.length;
    const yearBuckets5 = byYear.length;
    const cellStates = grid.cellStates;
    const ranged = bounded || places !== null;
    const range: RowRange = { ...bounds, places };
    // A location filter holds no row of a cell whose rows lie in none of its states.
    const stateMask = places === null || reach === null ? -1 : reach.mask;
    const visits = cells === null ? grid.cellCount : cells.length;
    for (let visit = 0; visit < visits; visit++) {
      const cell = cells === null ? visit : cells[visit];
      const n = cellSize[cell];
      if (n === 0 || (cellStates[cell] & stateMask) === 0 || cellMake[cell] === skipMake) continue;
      const makeMiss = make !== 0 && cellMake[cell] !== make;
      const modelMiss = model !== 0 && cellModel[cell] !== model;
      let misses = 0;
      let missed = 0;
      if (conditionOk !== null && conditionOk[cellCondition[cell]] === 0) {
        misses++;
        missed = COND;
      }
      if (fuelOk !== null && fuelOk[cellFuel[cell]] === 0) {
        misses++;
        missed = FUEL;
      }
      if (transmissionOk !== null && transmissionOk[cellTransmission[cell]] === 0) {
        misses++;
        missed = TRANS;
      }
      const makeOrModel = makeMiss || modelMiss;
      if (misses > 1 || (misses === 1 && makeOrModel)) continue;
      const start = cellStart[cell];
      const end = start + n;
      if (misses === 0 && !makeOrModel) {
        // Read for the page only if some row in range could beat the worst one kept so far.
        const mayOffer = Math.max(grid.bestKey(cell, sortIndex), rangeBound) <= top.worstKey;
        let inside = n;
        if (!ranged) {
          for (let b = 0; b < priceBuckets5; b++)
            byPrice[b] += cellPriceCounts[cell * priceBuckets5 + b];
          for (let b = 0; b < yearBuckets5; b++)
            byYear[b] += cellYearCounts[cell * yearBuckets5 + b];
          if (mayOffer) offerCell(grid, cell, top);
        } else {
          const page = mayOffer ? top : null;
          inside =
            mileageMax === -1 && places === null && n >= GROUPED_CELL
              ? readByYearGroups(grid, cell, range, byPrice, byYear, page)
              : scanAdmittedCell(grid, start, end, range, byPrice, byYear, page);
        }
        total += inside;
        byMake[cellMake[cell]] += inside;
        byModel[cellModel[cell]] += inside;
        byCondition[cellCondition[cell]] += inside;
        byFuel[cellFuel[cell]] += inside;
        byTransmission[cellTransmission[cell]] += inside;
        continue;
      }
      if (!withFacets) continue;
      let inside = n;
      if (ranged) {
        inside = 0;
        if (mileageMax === -1 && places === null && n >= GROUPED_CELL) {
          inside = countByYearGroups(grid, cell, range);
        } else if (mileageMax === -1 && places === null) {
          for (let at = start; at < end; at++) {
            const price = prices[at];
            const year = years[at];
            if (price >= priceMin && price <= priceMax && year >= yearMin && year <= yearMax)
              inside++;
          }
        } else {
          for (let at = start; at < end; at++) {
            if (mileageMax !== -1 && (mileages[at] === -1 || mileages[at] > mileageMax)) continue;
            if (places !== null && places[locations[at]] === 0) continue;
            const price = prices[at];
            const year = years[at];
            if (price >= priceMin && price <= priceMax && year >= yearMin && year <= yearMax)
              inside++;
          }
        }
      }
      if (misses === 1) {
        if (missed === COND) byCondition[cellCondition[cell]] += inside;
        else if (missed === FUEL) byFuel[cellFuel[cell]] += inside;
        else byTransmission[cellTransmission[cell]] += inside;
      } else {
        byMake[cellMake[cell]] += inside;
        if (!makeMiss) byModel[cellModel[cell]] += inside;
      }
    }
  };
  // An unknown make or model (code -1) misses every row, which still counts in the make facet.
  if (held && rows === null) {
    const coarse = listings.coarse.get(search.category)!;
    // A location filter reads the state cells of the states it reaches, checking rows only
    // where it takes part of a state (a city, a ZIP, a radius).
    const otherMakes = reach === null ? coarse : listings.byState.get(search.category)!;
    const otherCells =
      reach === null ? null : reach.states.flatMap((state) => otherMakes.cellsOfState(state));
    const otherPlaces = reach === null || reach.whole ? null : places;
    if (make === 0) {
      // No make: no model facet, so the coarse (or state) cells answer everything.
      passCells(otherMakes, otherCells, -1, otherPlaces);
    } else {
      // The other makes count only in the make facet: their coarse (or state) cells will do.
      if (withFacets) passCells(otherMakes, otherCells, make, otherPlaces);
      passCells(held, held.cellsOfMake(make), -1, places);
    }
  } else if (held && rows !== null) {
    // Row pass over the candidates of the non-facet filters.
    if (rows.candidates) {
      for (const slot of rows.candidates) visitRow(slot);
    } else {
      // The arena's own location column rules most rows out without touching the columns.
      const places = rows.places;
      const { cellStart, cellSize, slots, locations } = held;
      for (let cell = 0, cells = held.cellCount; cell < cells; cell++) {
        for (let at = cellStart[cell], end = at + cellSize[cell]; at < end; at++) {
          if (places === null || places[locations[at]] === 1) visitRow(slots[at]);
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

function distanceOf(
  listings: MemoryListings,
  slot: number,
  near: { lat: number; lon: number },
): number {
  const code = listings.columns.location[slot];
  const miles = milesBetween(near, {
    lat: listings.locationLat[code],
    lon: listings.locationLon[code],
  });
  return Math.round(miles * 10) / 10;
}
