import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingCard, SearchFacets } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { searchApi } from '../api/searchApi';
import { toApiQuery, type SearchState } from '../searchState';

/** 24 fills the grid's 3, 2 and 1 columns evenly. */
export const PAGE_SIZE = 24;

export interface ListingSearchResult {
  status: 'loading' | 'ready' | 'error';
  items: ListingCard[];
  total: number;
  /** The last facets received; kept while a new search loads so the sidebar does not jump. */
  facets: SearchFacets | null;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  loadMore: () => void;
  retry: () => void;
}

interface Results {
  items: ListingCard[];
  total: number;
  nextCursor: string | null;
}

const EMPTY: Results = { items: [], total: 0, nextCursor: null };

/**
 * Runs the search whenever it changes (cancelling the one in flight) and appends further
 * pages on demand with the response's cursor; only the first page asks for facet counts.
 */
export function useListingSearch(search: SearchState): ListingSearchResult {
  const [status, setStatus] = useState<ListingSearchResult['status']>('loading');
  const [results, setResults] = useState<Results>(EMPTY);
  const [facets, setFacets] = useState<SearchFacets | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const more = useRef<AbortController | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;
  const key = toApiQuery(search, { limit: PAGE_SIZE, facets: true });

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    setStatus('loading');
    setError(null);
    setLoadingMore(false);
    setLoadMoreError(null);
    searchApi
      .listings(searchRef.current, { limit: PAGE_SIZE, facets: true }, controller.signal)
      .then((page) => {
        setResults({ items: page.items, total: page.total, nextCursor: page.nextCursor });
        setFacets(page.facets);
        setStatus('ready');
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setResults(EMPTY);
        setError(errorMessage(e, 'Failed to load vehicle listings'));
        setStatus('error');
      });
    return () => controller.abort();
  }, [key, attempt]);

  useEffect(() => () => more.current?.abort(), []);

  const loadMore = useCallback(() => {
    const cursor = results.nextCursor;
    if (!cursor || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    setLoadingMore(true);
    setLoadMoreError(null);
    searchApi
      .listings(searchRef.current, { limit: PAGE_SIZE, cursor, facets: false }, controller.signal)
      .then((page) => {
        setResults((prev) => {
          const seen = new Set(prev.items.map((item) => item.id));
          return {
            items: [...prev.items, ...page.items.filter((item) => !seen.has(item.id))],
            total: page.total,
            nextCursor: page.nextCursor,
          };
        });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted)
          setLoadMoreError(errorMessage(e, 'Failed to load more vehicles'));
      })
      .finally(() => {
        if (more.current === controller) more.current = null;
        if (!controller.signal.aborted) setLoadingMore(false);
      });
  }, [results.nextCursor]);

  return {
    status,
    items: results.items,
    total: results.total,
    facets,
    error,
    hasMore: results.nextCursor !== null,
    loadingMore,
    loadMoreError,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
