import type { Condition, FuelType, SearchSort, Transmission } from '@market/contracts';
import { CATEGORIES, type Category } from '../../lib/categories';
import {
  CONDITION_VALUES,
  DEFAULT_RADIUS,
  FUEL_TYPE_VALUES,
  SORT_VALUES,
  TRANSMISSION_VALUES,
} from './filterOptions';

/**
 * Everything a /listings search is made of. The URL is its only store, so a search can be
 * shared, bookmarked and walked back with the browser's Back button. Empty text is '',
 * an unset number null.
 */
/** A seller's inventory (SPEC §2 dealer_id, sales_rep) spans every category unless one is chosen. */
export type SearchCategory = Category | 'all';

export interface SearchState {
  category: SearchCategory;
  make: string;
  model: string;
  location: string;
  zip: string;
  radius: number | null;
  priceMin: number | null;
  priceMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  mileageMax: number | null;
  conditions: Condition[];
  transmissions: Transmission[];
  fuelTypes: FuelType[];
  featured: boolean;
  q: string;
  sort: SearchSort;
  /**
   * SPEC §2 links /listings?dealer_id= from a dealer profile and ?sales_rep= from a rep card:
   * the page is then that seller's inventory (not a filter "Clear all" removes).
   */
  dealerId: string;
  salesRepId: string;
}

export const DEFAULT_SEARCH: SearchState = {
  category: 'cars',
  make: '',
  model: '',
  location: '',
  zip: '',
  radius: null,
  priceMin: null,
  priceMax: null,
  yearMin: null,
  yearMax: null,
  mileageMax: null,
  conditions: [],
  transmissions: [],
  fuelTypes: [],
  featured: false,
  q: '',
  sort: 'newest',
  dealerId: '',
  salesRepId: '',
};

export type ListKey = 'conditions' | 'transmissions' | 'fuelTypes';

const ZIP = /^\d{5}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(raw: string | null, max: number): string {
  return (raw ?? '').trim().slice(0, max);
}

/** A catalogue slug; 'any' means no filter (SPEC §5). */
function slug(raw: string | null): string {
  const value = text(raw, 80).toLowerCase();
  return value === 'any' ? '' : value;
}

function number(raw: string | null, min: number, max: number, integer = false): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  return integer ? Math.trunc(value) : value;
}

function list<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const given = new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim()),
  );
  // The canonical order, so the same choice always makes the same URL.
  return allowed.filter((value) => given.has(value));
}

function first(params: URLSearchParams, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = params.get(key);
    if (value) return value;
  }
  return null;
}

function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

/** Reads a search from /listings query parameters, dropping what the search API would refuse. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const category = params.get('category');
  const make = slug(params.get('make'));
  const zip = text(params.get('zip'), 5);
  const hasZip = ZIP.test(zip);
  const [priceMin, priceMax] = ordered(
    number(params.get('priceMin'), 0, 100_000_000),
    number(params.get('priceMax'), 0, 100_000_000),
  );
  const [yearMin, yearMax] = ordered(
    number(params.get('yearMin'), 1900, 2100, true),
    number(params.get('yearMax'), 1900, 2100, true),
  );
  const sort = params.get('sort') as SearchSort | null;
  const dealerId = validId(first(params, 'dealer_id', 'dealerId'));
  const salesRepId = validId(first(params, 'sales_rep_id', 'sales_rep', 'salesRepId'));

  return {
    category: CATEGORIES.includes(category as Category)
      ? (category as Category)
      : dealerId || salesRepId
        ? 'all'
        : 'cars',
    make,
    model: make ? slug(params.get('model')) : '',
    location: text(params.get('location'), 80),
    zip: hasZip ? zip : '',
    radius: hasZip ? number(params.get('radius'), 1, 500, true) : null,
    priceMin,
    priceMax,
    yearMin,
    yearMax,
    mileageMax: number(params.get('mileageMax'), 0, 10_000_000, true),
    conditions: list(params, 'conditions', CONDITION_VALUES),
    transmissions: list(params, 'transmissions', TRANSMISSION_VALUES),
    fuelTypes: list(params, 'fuelTypes', FUEL_TYPE_VALUES),
    featured: params.get('featured') === 'true',
    q: text(params.get('q'), 100),
    sort: sort && SORT_VALUES.includes(sort) ? sort : 'newest',
    dealerId,
    salesRepId,
  };
}

function validId(raw: string | null): string {
  return raw && UUID.test(raw) ? raw.toLowerCase() : '';
}

/** True when the page is a seller's inventory rather than a search of the whole site. */
export function isInventory(state: Pick<SearchState, 'dealerId' | 'salesRepId'>): boolean {
  return !!(state.dealerId || state.salesRepId);
}

/** The filter part shared by the page URL and the API query (names as the API reads them). */
function filterEntries(state: SearchState): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') out.push([key, String(value)]);
  };
  // Every category is the default of an inventory, so it is left out.
  if (state.category !== 'all') put('category', state.category);
  put('make', state.make);
  if (state.make) put('model', state.model);
  put('location', state.location.trim());
  if (ZIP.test(state.zip)) {
    put('zip', state.zip);
    put('radius', state.radius);
  }
  put('priceMin', state.priceMin);
  put('priceMax', state.priceMax);
  put('yearMin', state.yearMin);
  put('yearMax', state.yearMax);
  put('mileageMax', state.mileageMax);
  put('conditions', state.conditions.join(','));
  put('transmissions', state.transmissions.join(','));
  put('fuelTypes', state.fuelTypes.join(','));
  if (state.featured) put('featured', 'true');
  put('q', state.q.trim());
  return out;
}

/** The /listings query for a search; defaults are left out so URLs stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams(filterEntries(state));
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.dealerId) params.set('dealer_id', state.dealerId);
  if (state.salesRepId) params.set('sales_rep_id', state.salesRepId);
  return params;
}

export function searchPath(state: SearchState): string {
  return `/listings?${toSearchParams(state).toString()}`;
}

export interface PageRequest {
  limit: number;
  cursor?: string | null;
  /** Facet counts come with the first page only. */
  facets: boolean;
}

/** The query of GET /api/search/listings for one page of a search. */
export function toApiQuery(state: SearchState, page: PageRequest): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(filterEntries(state));
  params.sort = state.sort;
  if (state.dealerId) params.dealerId = state.dealerId;
  if (state.salesRepId) params.salesRepId = state.salesRepId;
  params.limit = String(page.limit);
  if (page.cursor) params.cursor = page.cursor;
  if (!page.facets) params.facets = 'false';
  return params;
}

/**
 * Applies a change the way the filter form means it: a new category forgets make and model
 * (they belong to a category's catalogue), a new make forgets the model, a cleared ZIP
 * its radius, and reversed min/max pairs are put in order.
 */
export function updateSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  if (patch.category !== undefined && patch.category !== state.category) {
    next.make = patch.make ?? '';
    next.model = patch.model ?? '';
  } else if (patch.make !== undefined && patch.make !== state.make) {
    next.model = patch.model ?? '';
  }
  if (next.make === 'any') next.make = '';
  if (next.model === 'any' || !next.make) next.model = '';
  if (!ZIP.test(next.zip)) next.radius = null;
  [next.priceMin, next.priceMax] = ordered(next.priceMin, next.priceMax);
  [next.yearMin, next.yearMax] = ordered(next.yearMin, next.yearMax);
  return next;
}

/** "Clear all": every filter goes; the category, the sort order and whose inventory it is stay. */
export function clearFilters(state: SearchState): SearchState {
  return {
    ...DEFAULT_SEARCH,
    category: state.category,
    sort: state.sort,
    dealerId: state.dealerId,
    salesRepId: state.salesRepId,
  };
}

/**
 * How many filters narrow the search (the Filters button's badge); category, sort and the
 * inventory's seller do not count.
 */
export function activeFilterCount(state: SearchState): number {
  const singles = [
    state.make,
    state.model,
    state.location.trim(),
    state.zip,
    state.priceMin,
    state.priceMax,
    state.yearMin,
    state.yearMax,
    state.mileageMax,
    state.q.trim(),
  ].filter((v) => v !== '' && v !== null).length;
  return (
    singles +
    state.conditions.length +
    state.transmissions.length +
    state.fuelTypes.length +
    (state.featured ? 1 : 0)
  );
}

/**
 * Adds or removes one value of a checkbox list, keeping the canonical order of `allowed`
 * (the list's possible values, so nothing else can get in).
 */
export function toggleListValue(
  state: SearchState,
  key: ListKey,
  value: string,
  allowed: readonly string[],
): SearchState {
  const current: readonly string[] = state[key];
  const has = current.includes(value);
  const next = allowed.filter((v) => (v === value ? !has : current.includes(v)));
  return { ...state, [key]: next } as SearchState;
}

/**
 * The home search panel's query (SPEC §5): make and model only when not 'any'; a 5-digit ZIP
 * searches 50 miles around it, anything else typed there is matched against city, state or ZIP.
 */
export function homeSearchPath(
  category: Category,
  { make, model, zip }: { make?: string; model?: string; zip?: string },
): string {
  const where = (zip ?? '').trim();
  const isZip = ZIP.test(where);
  return searchPath(
    updateSearch(
      { ...DEFAULT_SEARCH, category },
      {
        make: slug(make ?? null),
        model: slug(model ?? null),
        zip: isZip ? where : '',
        radius: isZip ? DEFAULT_RADIUS : null,
        location: isZip ? '' : where,
      },
    ),
  );
}

/**
 * A search-box suggestion (GET /api/search/suggestions) applied to the current search: its
 * parameters (make, make + model, or location) replace those of the search, and the free
 * text typed to find it is dropped.
 */
export function applySuggestion(state: SearchState, query: Record<string, string>): SearchState {
  const params = toSearchParams({ ...state, q: '' });
  if ('make' in query) params.delete('model');
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  return parseSearchParams(params);
}
