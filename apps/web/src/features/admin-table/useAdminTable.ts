import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResponseOf, RouteSpec } from '@market/contracts';
import { errorMessage } from '../../lib/api';
import { routeQuery } from '../../lib/query';
import type { CallArgs } from '../../lib/apiCall';
import type { TablePaging } from './DataTable';

type PagedAnswer = { items: unknown[]; page: number; pageSize: number; total: number };
type Filters = Record<string, string>;

/** The DataTable props a list route's state gives: `<DataTable {...table.view} … />`. */
export interface AdminTableView<Row> {
  rows: Row[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  onRetry: () => void;
  refreshing: boolean;
  paging: TablePaging;
}

export interface AdminTableState<Row> {
  view: AdminTableView<Row>;
  rows: Row[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  refreshing: boolean;
  retry: () => void;
  paging: TablePaging;
  search: string;
  setSearch: (q: string) => void;
  filters: Filters;
  setFilter: (name: string, value: string) => void;
  sort: string | undefined;
  setSort: (sort: string) => void;
}

/**
 * One admin list route (`page`, `pageSize`, optional `q`, `sort` and filters; answers
 * `{ items, page, pageSize, total }`) as a server-paged table: each page, search, sort and
 * filter is a request, the previous rows stay on screen while the next ones load.
 */
export function useAdminTable<R extends RouteSpec>(
  route: R,
  {
    pageSize = 10,
    filters: initialFilters = {},
    sort: initialSort,
    searchable = true,
  }: { pageSize?: number; filters?: Filters; sort?: string; searchable?: boolean } = {},
): AdminTableState<(ResponseOf<R> & PagedAnswer)['items'][number]> {
  const [page, setPage] = useState(1);
  const [search, setSearchState] = useState('');
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [sort, setSortState] = useState<string | undefined>(initialSort);
  const query: Record<string, string | number> = { page, pageSize };
  if (searchable && search) query.q = search;
  if (sort) query.sort = sort;
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  const result = useQuery({
    ...routeQuery(route, ...([{ query }] as unknown as CallArgs<R>)),
    placeholderData: keepPreviousData,
  });
  const data = result.data as (ResponseOf<R> & PagedAnswer) | undefined;
  const view: AdminTableView<(ResponseOf<R> & PagedAnswer)['items'][number]> = {
    rows: (data?.items ?? []) as (ResponseOf<R> & PagedAnswer)['items'][number][],
    status: result.isPending ? 'loading' : result.isError && !data ? 'error' : 'ready',
    error: result.isError ? errorMessage(result.error) : null,
    onRetry: () => void result.refetch(),
    refreshing: result.isFetching && !result.isPending,
    paging: { kind: 'pages', page, pageSize, total: data?.total ?? 0, onPage: setPage },
  };
  return {
    view,
    rows: view.rows,
    status: view.status,
    error: view.error,
    refreshing: view.refreshing,
    retry: view.onRetry,
    paging: view.paging,
    search,
    setSearch: (q) => {
      setSearchState(q);
      setPage(1);
    },
    filters,
    setFilter: (name, value) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
    sort,
    setSort: (next) => {
      setSortState(next);
      setPage(1);
    },
  };
}
