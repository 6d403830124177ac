import type { SearchState } from './searchState';

export type QuickFilterField = 'priceMax' | 'yearMin' | 'mileageMax';

export interface QuickFilter {
  field: QuickFilterField;
  value: number;
  label: string;
}

export interface QuickFilterGroup {
  field: QuickFilterField;
  legend: string;
  filters: QuickFilter[];
}

/** "10K": the chips must fit two to a row of the 280 px sidebar. */
const short = (n: number) => `${n / 1000}K`;

function group(
  field: QuickFilterField,
  legend: string,
  values: number[],
  label: (n: number) => string,
): QuickFilterGroup {
  return { field, legend, filters: values.map((value) => ({ field, value, label: label(value) })) };
}

/** SPEC §9 quick filters: each sets one bound of the search. */
export const QUICK_FILTER_GROUPS: QuickFilterGroup[] = [
  group('priceMax', 'Price', [10_000, 25_000, 50_000, 100_000], (n) => `Under $${short(n)}`),
  group('yearMin', 'Year', [2020, 2015, 2010, 2005], (n) => `${n}+`),
  group('mileageMax', 'Mileage', [25_000, 50_000, 75_000, 100_000], (n) => `Under ${short(n)} mi`),
];

export function isQuickFilterActive(state: SearchState, filter: QuickFilter): boolean {
  return state[filter.field] === filter.value;
}

/**
 * A quick filter is a toggle: choosing it sets its bound (replacing another quick filter of
 * the same group), choosing it again clears the bound. A price cap below the chosen minimum
 * price drops that minimum, and a year floor above the chosen maximum year drops that
 * maximum, so the search never asks for an empty range.
 */
export function applyQuickFilter(state: SearchState, filter: QuickFilter): SearchState {
  if (isQuickFilterActive(state, filter)) return { ...state, [filter.field]: null };
  const next: SearchState = { ...state, [filter.field]: filter.value };
  if (filter.field === 'priceMax' && next.priceMin !== null && next.priceMin > filter.value) {
    next.priceMin = null;
  }
  if (filter.field === 'yearMin' && next.yearMax !== null && next.yearMax < filter.value) {
    next.yearMax = null;
  }
  return next;
}
