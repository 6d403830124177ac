import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCursorList } from '../../../lib/useCursorList';
import { salesRepsApi } from '../api/salesRepsApi';

/** Active reps, newest first; the search (?q=) lives in the URL. */
export function useSalesRepDirectory() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const list = useCursorList((cursor, signal) => salesRepsApi.directory({ q, cursor }, signal), q);
  const setQuery = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (value.trim()) out.set('q', value.trim());
          else out.delete('q');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { q, setQuery, list };
}
