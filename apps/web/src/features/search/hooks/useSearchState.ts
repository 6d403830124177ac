import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseSearchParams, toSearchParams, updateSearch, type SearchState } from '../searchState';

export interface SetSearchOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The /listings search, read from and written to the URL. Each change is a history entry,
 * so Back steps through the filters the visitor chose.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(key)), [key]);
  const current = useRef(state);
  current.current = state;

  const setSearch = useCallback(
    (next: SearchState | ((state: SearchState) => SearchState), options: SetSearchOptions = {}) => {
      const value = typeof next === 'function' ? next(current.current) : next;
      const nextParams = toSearchParams(value);
      if (nextParams.toString() === toSearchParams(current.current).toString()) return;
      setParams(nextParams, { replace: options.replace, preventScrollReset: true });
    },
    [setParams],
  );

  const update = useCallback(
    (patch: Partial<SearchState>, options?: SetSearchOptions) =>
      setSearch((state) => updateSearch(state, patch), options),
    [setSearch],
  );

  return { state, setSearch, update };
}
