import {
  focusManager,
  QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ResponseOf, RouteSpec } from '@market/contracts';
import { errorMessage, isApiError } from './api';
import { apiCall, type CallArgs } from './apiCall';

/**
 * The SPA's server state lives in one TanStack Query cache (docs/frontend.md): every read
 * is a query keyed by its route and input, every write a mutation that invalidates the
 * routes it changes.
 */
export function createQueryClient(): QueryClient {
  listenForWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Most screens show what was just loaded; focus refetch is opted into where the spec asks.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again; network trouble and 5xx may.
        retry: (failures, error) =>
          failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** What tells two reads of one route apart: its path parameters and query (or any other key part). */
/**
 * TanStack Query refetches on `visibilitychange` only; the spec's "on window focus" also means
 * coming back from another window with this tab visible all along.
 */
function listenForWindowFocus(): void {
  if (typeof window === 'undefined') return;
  focusManager.setEventListener((handleFocus) => {
    const listener = () => handleFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

type KeyInput = { params?: unknown; query?: unknown };

/** `[route id, params and query]`: a prefix of it (`routeKey(route)`) matches every input. */
export function routeKey(route: RouteSpec, input?: KeyInput): QueryKey {
  const id = route.id ?? `${route.method} ${route.path}`;
  if (!input || (input.params === undefined && input.query === undefined)) return [id];
  return [id, { params: input.params, query: input.query }];
}

/** The query options of a GET route: `useQuery(routeQuery(listingRoutes.get, { params: { id } }))`. */
export function routeQuery<R extends RouteSpec>(route: R, ...[input]: CallArgs<R>) {
  return queryOptions({
    queryKey: routeKey(route, input as KeyInput | undefined),
    queryFn: ({ signal }) =>
      apiCall(route, ...([{ ...(input ?? {}), signal }] as unknown as CallArgs<R>)),
  });
}

export interface RouteMutationOptions<R extends RouteSpec, V> extends Omit<
  UseMutationOptions<ResponseOf<R>, Error, V>,
  'mutationFn'
> {
  /** Routes whose cached answers this write makes stale (every input of each). */
  invalidates?: readonly RouteSpec[];
}

/**
 * A write to a route: `mutate(input)` calls it, and on success the routes it changes are
 * refetched wherever they are shown.
 */
export function useRouteMutation<R extends RouteSpec, V = CallArgs<R>[0]>(
  route: R,
  { invalidates = [], onSuccess, ...options }: RouteMutationOptions<R, V> = {},
) {
  const client = useQueryClient();
  return useMutation<ResponseOf<R>, Error, V>({
    ...options,
    mutationFn: (variables) => apiCall(route, ...([variables] as unknown as CallArgs<R>)),
    onSuccess: async (data, variables, result, context) => {
      await Promise.all(
        invalidates.map((changed) => client.invalidateQueries({ queryKey: routeKey(changed) })),
      );
      await onSuccess?.(data, variables, result, context);
    },
  });
}

/** A read as the screens show it: loading, ready with its data, or failed. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export function loadStateOf<T>(
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error'>,
): LoadState<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  if (query.status === 'error') return { status: 'error', error: query.error };
  return { status: 'loading' };
}

type CursorAnswer = { items: unknown[]; nextCursor: string | null };

/** The first page, the items of every page loaded so far, and "load more" for a cursor-paged route. */
export interface CursorList<P extends CursorAnswer> {
  status: 'loading' | 'ready' | 'error';
  items: P['items'][number][];
  nextCursor: string | null;
  /** The first page's answer (summary fields such as averageRating or unreadCount). */
  first: P | null;
  error: string | null;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** The query key, for writes that change what is loaded in place. */
  queryKey: QueryKey;
}

/**
 * A cursor-paged GET route as an infinite query ("Load more" appends the next page); the
 * loaded pages stay cached, so Back shows them all again.
 */
export function useCursorQuery<R extends RouteSpec>(
  route: R,
  input: { params?: Record<string, string>; query?: Record<string, unknown> } = {},
  { enabled = true }: { enabled?: boolean } = {},
): CursorList<ResponseOf<R> & CursorAnswer> {
  type P = ResponseOf<R> & CursorAnswer;
  const queryKey = routeKey(route, input);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        route,
        ...([
          { ...input, query: { ...input.query, cursor: pageParam ?? undefined }, signal },
        ] as unknown as CallArgs<R>),
      ) as Promise<P>,
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor,
    enabled,
  });
  const pages = query.data?.pages ?? [];
  const failedFirst = query.isError && !query.isFetchNextPageError;
  return {
    status: query.isPending ? 'loading' : failedFirst ? 'error' : 'ready',
    items: pages.flatMap((page) => page.items) as P['items'][number][],
    nextCursor: pages.at(-1)?.nextCursor ?? null,
    first: pages[0] ?? null,
    error: query.isError ? errorMessage(query.error) : null,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
    queryKey,
  };
}

/**
 * A single-use link's POST (verify an e-mail, confirm an application): run once per token and
 * kept in the cache, so a re-mount (StrictMode, back/forward) does not spend the token twice.
 */
export function useSingleUseLink<R extends RouteSpec>(
  route: R,
  token: string | null,
): { status: 'pending' | 'done' | 'failed'; message: string } {
  const query = useQuery({
    queryKey: routeKey(route, { query: { token } }),
    queryFn: () =>
      apiCall(route, ...([{ body: { token } }] as unknown as CallArgs<R>)) as Promise<{
        message: string;
      }>,
    enabled: !!token,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (query.isSuccess) return { status: 'done', message: query.data.message };
  if (query.isError) return { status: 'failed', message: errorMessage(query.error) };
  return { status: 'pending', message: '' };
}
