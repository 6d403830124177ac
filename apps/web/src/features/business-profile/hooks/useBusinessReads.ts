import { useEffect, useRef } from 'react';
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  DEALER_TEXTS,
  dealerRoutes,
  myBusinessRoutes,
  salesRepRoutes,
  type Role,
} from '@market/contracts';
import { isApiError } from '../../../lib/api';
import { loadStateOf, routeQuery, useCursorQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/useUrlQuery';
import { useToast } from '../../../ui';
import { hasRole, useAuth } from '../../auth';

export const DIRECTORY_PAGE_SIZE = 24;
const DEALER_SEARCH = ['q', 'location'] as const;
const REP_SEARCH = ['q'] as const;

/** /dealers: the search lives in the URL (?q=&location=), so it can be shared and walked back. */
export function useDealerDirectory() {
  const [{ q, location }, setSearch] = useUrlQuery(DEALER_SEARCH);
  const list = useCursorQuery(dealerRoutes.directory, {
    query: { q, location, limit: DIRECTORY_PAGE_SIZE },
  });
  return { q, location, setSearch, list };
}

/** /sales-reps: active reps, newest first; the search (?q=) lives in the URL. */
export function useSalesRepDirectory() {
  const [{ q }, setSearch] = useUrlQuery(REP_SEARCH);
  const list = useCursorQuery(salesRepRoutes.directory, { query: { q } });
  return { q, setQuery: (value: string) => setSearch({ q: value }), list };
}

/** A public profile's read; a 404 (unknown, unapproved or inactive) is its own state. */
function profileOf<T>(query: UseQueryResult<T>, id: string | undefined) {
  const notFound = !id || isApiError(query.error, 'NOT_FOUND');
  return { state: loadStateOf(query), notFound, retry: () => void query.refetch() };
}

export function useDealerProfile(id: string | undefined) {
  return profileOf(
    useQuery({ ...routeQuery(dealerRoutes.profile, { params: { id: id ?? '' } }), enabled: !!id }),
    id,
  );
}

export function useSalesRep(id: string | undefined) {
  return profileOf(
    useQuery({ ...routeQuery(salesRepRoutes.get, { params: { id: id ?? '' } }), enabled: !!id }),
    id,
  );
}

/**
 * The signed-in owner's own record (dealer or sales rep) and figures; `missing` when the user
 * has no such record (wrong role, or a 404), for the caller's SPEC §6 redirect.
 */
function useOwnRecord<T>(options: UseQueryOptions<T, Error, T, QueryKey>, role: Role) {
  const { user } = useAuth();
  const owner = hasRole(user, role);
  const query = useQuery({ ...options, enabled: owner });
  const missing = !!user && (!owner || isApiError(query.error, 'NOT_FOUND'));
  return { state: loadStateOf(query), retry: () => void query.refetch(), user, missing };
}

/** SPEC §6: anyone without a dealer record is sent to /dealer-application. */
export function useMyDealer() {
  const navigate = useNavigate();
  const record = useOwnRecord(routeQuery(myBusinessRoutes.dealer), 'dealer');
  useEffect(() => {
    if (record.missing) navigate('/dealer-application', { replace: true });
  }, [record.missing, navigate]);
  return record;
}

/** SPEC §6: a signed-in non-rep is sent to /, with SPEC §8's notice. */
export function useMySalesRep() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const record = useOwnRecord(routeQuery(myBusinessRoutes.salesRep), 'sales_rep');
  const handled = useRef(false);
  useEffect(() => {
    if (!record.missing || handled.current) return;
    handled.current = true;
    toast({ title: DEALER_TEXTS.repNotFound, variant: 'danger' });
    navigate('/', { replace: true });
  }, [record.missing, navigate, toast]);
  return record;
}
