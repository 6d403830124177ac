import { yearBucket } from '../listing-index.port.js';
import { type CategoryCells, GROUP, SORT_INDEX } from './category-cells.js';
import type { TopRows } from './top-rows.js';

/** A year's bucket (YEAR_BUCKETS order), by table: the scans read it for every row. */
export const YEAR_BUCKET_OF = Uint8Array.from({ length: 65_536 }, (_, year) => yearBucket(year));

/**
 * From this many rows a cell answers price and year ranges by its year groups (binary
 * searches on the prices of each year) rather than by reading every row.
 */
export const GROUPED_CELL = 48;

/** How many of a cell's rows are in the price and year ranges, from its year groups. */
export function countByYearGroups(held: CategoryCells, cell: number, range: RowRange): number {
  const groups = held.yearGroups(cell);
  let inside = 0;
  for (let g = 0; g < groups.length; g += GROUP) {
    const year = groups[g];
    if (year < range.yearMin || year > range.yearMax) continue;
    const lo = held.firstAtLeast(groups[g + 1], groups[g + 2], range.priceMin);
    inside += held.firstAbove(lo, groups[g + 2], range.priceMax) - lo;
  }
  return inside;
}

/**
 * scanAdmittedCell for a large cell without mileage or location filters, by its year
 * groups: per year, the rows in the price range are a slice found by binary search; the
 * price facet takes each admitted year's bucket counts, and only the slices are read for
 * the page (for "newest", the cell's rows newest first, until one cannot make the page).
 */
export function readByYearGroups(
  held: CategoryCells,
  cell: number,
  range: RowRange,
  byPrice: Int32Array,
  byYear: Int32Array,
  top: TopRows | null,
): number {
  const groups = held.yearGroups(cell);
  const { slots, idKeys } = held;
  const bySlices = top !== null && top.sortIndex !== SORT_INDEX.newest;
  let inside = 0;
  for (let g = 0; g < groups.length; g += GROUP) {
    const year = groups[g];
    const lo = held.firstAtLeast(groups[g + 1], groups[g + 2], range.priceMin);
    const hi = held.firstAbove(lo, groups[g + 2], range.priceMax);
    // The year facet ignores the year filter; the price facet ignores the price filter.
    byYear[YEAR_BUCKET_OF[year]] += hi - lo;
    if (year < range.yearMin || year > range.yearMax) continue;
    inside += hi - lo;
    for (let b = 0; b < byPrice.length; b++) byPrice[b] += groups[g + 3 + b];
    if (bySlices && lo < hi) offerYearSlice(held, lo, hi, top, slots, idKeys);
  }
  if (top !== null && !bySlices && inside > 0) offerNewest(held, cell, top, range);
  return inside;
}

/**
 * Offers a cell's rows newest first (its `newest` order), the ones in the price and year
 * ranges (or all, with none), until one is older than the page's worst: the rest are older
 * still.
 */
function offerNewest(
  held: CategoryCells,
  cell: number,
  top: TopRows,
  range: RowRange | null,
): void {
  const start = held.cellStart[cell];
  const end = start + held.cellSize[cell];
  const { newest, createdAt, prices, years, slots, idKeys } = held;
  for (let k = start; k < end; k++) {
    const at = start + newest[k];
    const key = -createdAt[at];
    if (key > top.worstKey) return;
    if (range !== null) {
      const price = prices[at];
      const year = years[at];
      if (price < range.priceMin || price > range.priceMax) continue;
      if (year < range.yearMin || year > range.yearMax) continue;
    }
    top.offerKeyed(slots[at], key, idKeys[at]);
  }
}

/**
 * Offers every row of a cell to the page (a search without price, year, mileage or location
 * filters). "Newest" reads the cell newest first and stops at the first row the page would
 * not take; a large cell under a price or year sort is read by year groups, each from its
 * best end (offerYearSlice); otherwise row by row.
 */
export function offerCell(held: CategoryCells, cell: number, top: TopRows): void {
  const start = held.cellStart[cell];
  const end = start + held.cellSize[cell];
  const { slots, idKeys } = held;
  const sort = top.sortIndex;
  if (sort === SORT_INDEX.newest) {
    offerNewest(held, cell, top, null);
    return;
  }
  if (end - start >= GROUPED_CELL && sort !== SORT_INDEX.mileage_asc) {
    const groups = held.yearGroups(cell);
    for (let g = 0; g < groups.length; g += GROUP)
      offerYearSlice(held, groups[g + 1], groups[g + 2], top, slots, idKeys);
    return;
  }
  for (let at = start; at < end; at++) top.offerKeyed(slots[at], held.keyAt(sort, at), idKeys[at]);
}

/**
 * Offers a year's rows in [lo, hi) to the page. They are ordered by price, so a price sort
 * reads from its best end and stops at the first row worse than the page's worst (the rest
 * are worse still); for "year" every row has the same key, so the slice is skipped when it
 * cannot compete. Other sorts read every row.
 */
function offerYearSlice(
  held: CategoryCells,
  lo: number,
  hi: number,
  top: TopRows,
  slots: Int32Array,
  idKeys: Float64Array,
): void {
  const sort = top.sortIndex;
  const prices = held.prices;
  if (sort === SORT_INDEX.price_asc) {
    for (let at = lo; at < hi; at++) {
      const key = prices[at];
      if (key > top.worstKey) return;
      top.offerKeyed(slots[at], key, idKeys[at]);
    }
    return;
  }
  if (sort === SORT_INDEX.price_desc) {
    for (let at = hi - 1; at >= lo; at--) {
      const key = -prices[at];
      if (key > top.worstKey) return;
      top.offerKeyed(slots[at], key, idKeys[at]);
    }
    return;
  }
  if (sort === SORT_INDEX.year_desc && held.keyAt(sort, lo) > top.worstKey) return;
  for (let at = lo; at < hi; at++) {
    const key = held.keyAt(sort, at);
    if (key <= top.worstKey) top.offerKeyed(slots[at], key, idKeys[at]);
  }
}

/** The per-row filters of the cell pass. */
export interface RowRange {
  priceMin: number;
  priceMax: number;
  yearMin: number;
  yearMax: number;
  /** -1: none. */
  mileageMax: number;
  places: Uint8Array | null;
}

/**
 * The rows of a cell every facet filter admits: counts the price facet (rows in the year
 * range) and the year facet (rows in the price range), offers the rows in both to the page
 * (`top`, when the cell can beat its worst row) and returns how many are in both. The
 * common case — no mileage or location filter — has its own loop.
 */
export function scanAdmittedCell(
  held: CategoryCells,
  start: number,
  end: number,
  range: RowRange,
  byPrice: Int32Array,
  byYear: Int32Array,
  top: TopRows | null,
): number {
  const { prices, years, priceBuckets, slots, idKeys, mileages, locations } = held;
  const { priceMin, priceMax, yearMin, yearMax, mileageMax, places } = range;
  const sortIndex = top?.sortIndex ?? 0;
  let inside = 0;
  if (mileageMax === -1 && places === null) {
    for (let at = start; at < end; at++) {
      const price = prices[at];
      const year = years[at];
      const priceIn = price >= priceMin && price <= priceMax;
      const yearIn = year >= yearMin && year <= yearMax;
      if (yearIn) byPrice[priceBuckets[at]]++;
      if (priceIn) {
        byYear[YEAR_BUCKET_OF[year]]++;
        if (yearIn) {
          inside++;
          if (top !== null) {
            const key = held.keyAt(sortIndex, at);
            if (key <= top.worstKey) top.offerKeyed(slots[at], key, idKeys[at]);
          }
        }
      }
    }
    return inside;
  }
  for (let at = start; at < end; at++) {
    if (mileageMax !== -1 && (mileages[at] === -1 || mileages[at] > mileageMax)) continue;
    if (places !== null && places[locations[at]] === 0) continue;
    const price = prices[at];
    const year = years[at];
    const priceIn = price >= priceMin && price <= priceMax;
    const yearIn = year >= yearMin && year <= yearMax;
    if (yearIn) byPrice[priceBuckets[at]]++;
    if (priceIn) byYear[YEAR_BUCKET_OF[year]]++;
    if (priceIn && yearIn) {
      inside++;
      if (top !== null) top.offerKeyed(slots[at], held.keyAt(sortIndex, at), idKeys[at]);
    }
  }
  return inside;
}
