import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListingStatus, ListingSummary, Page } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../ui';
import { listingsApi, type MyListingsScope, type StatusFilter } from '../api/listingsApi';

export const PAGE_SIZE = 20;
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

  const [data, setData] = useState<Page<ListingSummary> | null>(null);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listingsApi
      .mine({ scope, q, status, page, pageSize: PAGE_SIZE }, controller.signal)
      .then((result) => {
        setData(result);
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: errorMessage(error) });
        toast({
          title: 'Failed to load vehicle listings',
          description: errorMessage(error),
          variant: 'danger',
        });
      });
    return () => controller.abort();
  }, [scope, q, status, page, reload, toast]);

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

  const withBusy = useCallback(async (id: string, work: () => Promise<void>) => {
    setBusyIds((s) => new Set(s).add(id));
    try {
      await work();
    } finally {
      setBusyIds((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const patchRow = (id: string, patch: Partial<ListingSummary>) =>
    setData((d) =>
      d ? { ...d, items: d.items.map((row) => (row.id === id ? { ...row, ...patch } : row)) } : d,
    );

  const changeStatus = (row: ListingSummary, next: ListingStatus) =>
    withBusy(row.id, async () => {
      try {
        const updated = await listingsApi.setStatus(row.id, next);
        patchRow(row.id, { status: updated.status, isSold: updated.isSold });
        toast({ title: 'Vehicle status updated successfully', variant: 'success' });
      } catch (error) {
        toast({
          title: 'Failed to update vehicle status',
          description: errorMessage(error),
          variant: 'danger',
        });
      }
    });

  const toggleFeatured = (row: ListingSummary) =>
    withBusy(row.id, async () => {
      try {
        const updated = await listingsApi.setFeatured(row.id, !row.isFeatured);
        patchRow(row.id, { isFeatured: updated.isFeatured });
        toast({
          title: updated.isFeatured
            ? 'Vehicle featured successfully'
            : 'Vehicle unfeatured successfully',
          variant: 'success',
        });
      } catch (error) {
        toast({
          title: 'Failed to update vehicle featured status',
          description: errorMessage(error),
          variant: 'danger',
        });
      }
    });

  const remove = async (row: ListingSummary): Promise<boolean> => {
    try {
      await listingsApi.remove(row.id);
      toast({ title: 'Vehicle listing deleted successfully', variant: 'success' });
      // The last row of a page: go back one page, else reload this one.
      if (data && data.items.length === 1 && page > 1) setQuery({ page: page - 1 });
      else setReload((n) => n + 1);
      return true;
    } catch (error) {
      toast({
        title: 'Failed to delete vehicle listing',
        description: errorMessage(error),
        variant: 'danger',
      });
      return false;
    }
  };

  const totalPages = useMemo(
    () => (data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1),
    [data],
  );

  return {
    q,
    status,
    page,
    totalPages,
    data,
    state,
    busyIds,
    setQuery,
    changeStatus,
    toggleFeatured,
    remove,
    retry: () => setReload((n) => n + 1),
  };
}
