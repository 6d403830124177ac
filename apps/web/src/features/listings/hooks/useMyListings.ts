import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  listingRoutes,
  type ListingStatus,
  type ListingSummary,
  type MyListingsQuery,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { LISTING_READS } from '../../../lib/listingReads';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';

export const PAGE_SIZE = 20;
export type MyListingsScope = MyListingsQuery['scope'];
export type StatusFilter = MyListingsQuery['status'];
const FILTERS: StatusFilter[] = ['all', 'active', 'pending', 'sold', 'inactive'];

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** Query (kept in the URL so Back works), the page of rows, and the row actions with their toasts. */
export function useMyListings(scope: MyListingsScope) {
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status') as StatusFilter | null;
  const status: StatusFilter = rawStatus && FILTERS.includes(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const list = useQuery({
    ...routeQuery(listingRoutes.mine, {
      query: { scope, q: q.trim() || undefined, status, page, pageSize: PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.error)
      toast({
        title: 'Failed to load vehicle listings',
        description: errorMessage(list.error),
        variant: 'danger',
      });
  }, [list.error, toast]);

  const setQuery = useCallback(
    (next: { q?: string; status?: StatusFilter; page?: number }) => {
      const merged = { q, status, page: 1, ...next };
      const search = new URLSearchParams();
      if (merged.q.trim()) search.set('q', merged.q.trim());
      if (merged.status !== 'all') search.set('status', merged.status);
      if (merged.page > 1) search.set('page', String(merged.page));
      setParams(search);
    },
    [q, status, setParams],
  );

  const mark = (id: string, on: boolean) =>
    setBusyIds((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: errorMessage(error), variant: 'danger' });
  const settled = (variables: { params: { id: string } }) => mark(variables.params.id, false);

  const setStatus = useRouteMutation(listingRoutes.changeStatus, {
    invalidates: LISTING_READS,
    onSettled: (_, __, variables) => settled(variables),
    onSuccess: () => toast({ title: 'Vehicle status updated successfully', variant: 'success' }),
    onError: failed('Failed to update vehicle status'),
  });
  const setFeatured = useRouteMutation(listingRoutes.changeFeatured, {
    invalidates: LISTING_READS,
    onSettled: (_, __, variables) => settled(variables),
    onSuccess: (updated) =>
      toast({
        title: updated.isFeatured
          ? 'Vehicle featured successfully'
          : 'Vehicle unfeatured successfully',
        variant: 'success',
      }),
    onError: failed('Failed to update vehicle featured status'),
  });
  const deletion = useRouteMutation(listingRoutes.delete, {
    invalidates: LISTING_READS,
    onSettled: (_, __, variables) => settled(variables),
    onSuccess: () => toast({ title: 'Vehicle listing deleted successfully', variant: 'success' }),
    onError: failed('Failed to delete vehicle listing'),
  });

  const changeStatus = (row: ListingSummary, next: ListingStatus) => {
    mark(row.id, true);
    return setStatus.mutateAsync({ params: { id: row.id }, body: { status: next } }).then(
      () => undefined,
      () => undefined,
    );
  };

  const toggleFeatured = (row: ListingSummary) => {
    mark(row.id, true);
    return setFeatured
      .mutateAsync({ params: { id: row.id }, body: { isFeatured: !row.isFeatured } })
      .then(
        () => undefined,
        () => undefined,
      );
  };

  const remove = async (row: ListingSummary): Promise<boolean> => {
    mark(row.id, true);
    try {
      await deletion.mutateAsync({ params: { id: row.id } });
    } catch {
      return false;
    }
    // The last row of a page: go back one page (this one is read again by the invalidation).
    if (list.data && list.data.items.length === 1 && page > 1) setQuery({ page: page - 1 });
    return true;
  };

  const data = list.data ?? null;
  const state: LoadState = list.isPending
    ? { status: 'loading' }
    : list.isError
      ? { status: 'error', message: errorMessage(list.error) }
      : { status: 'ready' };

  return {
    q,
    status,
    page,
    totalPages: data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1,
    data,
    state,
    busyIds,
    setQuery,
    changeStatus,
    toggleFeatured,
    remove,
    retry: () => void list.refetch(),
  };
}
