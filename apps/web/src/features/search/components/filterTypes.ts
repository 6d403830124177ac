import type { SearchFacets } from '@market/contracts';
import type { SearchState } from '../searchState';
import { formatWholeNumber } from '../../../lib/numbers';

/** What each part of the filter panel gets: the search, its facets and a way to change it. */
export interface FilterSectionProps {
  search: SearchState;
  facets: SearchFacets | null;
  update: (patch: Partial<SearchState>) => void;
  setSearch: (next: (state: SearchState) => SearchState) => void;
}

/** "Toyota (1,234)" when the facets know the count; the plain label otherwise. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${formatWholeNumber(count)})`;
}

/** Facet count of one value; 0 when facets arrived without it, undefined before they arrive. */
export function countOf(
  list: { value: string; count: number }[] | undefined,
  value: string,
): number | undefined {
  if (!list) return undefined;
  return list.find((f) => f.value === value)?.count ?? 0;
}
