import { useCallback } from 'react';
import { useCursorList } from '../../../lib/useCursorList';
import { useUrlQuery } from '../../../lib/useUrlQuery';
import { salesRepsApi } from '../api/salesRepsApi';

const QUERY_KEYS = ['q'] as const;

/** Active reps, newest first; the search (?q=) lives in the URL. */
export function useSalesRepDirectory() {
  const [{ q }, setSearch] = useUrlQuery(QUERY_KEYS);
  const list = useCursorList((cursor, signal) => salesRepsApi.directory({ q, cursor }, signal), q);
  const setQuery = useCallback((value: string) => setSearch({ q: value }), [setSearch]);
  return { q, setQuery, list };
}
