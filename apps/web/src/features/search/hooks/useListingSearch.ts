import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchRoutes, type ListingCard, type SearchFacets } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { routeKey } from '../../../lib/query';
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

/**
 * The search as an infinite query: the first page with facet counts, "Load more" appends the
 * next pages by the answer's cursor. The pages stay in the query cache, so Back to a search
 * shows every page that was loaded.
 */
export function useListingSearch(search: SearchState): ListingSearchResult {
  const filters = toApiQuery(search, { limit: PAGE_SIZE, facets: true });
  const query = useInfiniteQuery({
    queryKey: routeKey(searchRoutes.listings, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      apiCall(searchRoutes.listings, {
        query: toApiQuery(search, {
          limit: PAGE_SIZE,
          cursor: pageParam ?? undefined,
          facets: !pageParam,
        }),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The facets and count of the previous search stay while the new one loads.
    placeholderData: keepPreviousData,
  });

  const pages = query.data?.pages ?? [];
  const loading = query.isPending || (query.isPlaceholderData && query.isFetching);
  const seen = new Set<string>();
  const items = loading
    ? []
    : pages.flatMap((page) =>
        page.items.filter((item) => !seen.has(item.id) && !!seen.add(item.id)),
      );
  const failedFirst = query.isError && !query.isFetchNextPageError;

  return {
    status: loading ? 'loading' : failedFirst ? 'error' : 'ready',
    items: failedFirst ? [] : items,
    total: pages.at(-1)?.total ?? 0,
    facets: pages[0]?.facets ?? null,
    error: failedFirst ? errorMessage(query.error, 'Failed to load vehicle listings') : null,
    hasMore: !loading && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: query.isFetchNextPageError
      ? errorMessage(query.error, 'Failed to load more vehicles')
      : null,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}
