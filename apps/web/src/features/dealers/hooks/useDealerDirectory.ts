import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dealersApi } from '../api/dealersApi';
import { useCursorList } from '../../../lib/useCursorList';

export const DIRECTORY_PAGE_SIZE = 24;

/** The directory search lives in the URL (?q=&location=), so it can be shared and walked back. */
export function useDealerDirectory() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const location = params.get('location')?.trim() ?? '';

  const list = useCursorList(
    (cursor, signal) =>
      dealersApi.directory({ q, location, cursor, limit: DIRECTORY_PAGE_SIZE }, signal),
    JSON.stringify([q, location]),
  );

  const setSearch = useCallback(
    (next: { q?: string; location?: string }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value?.trim()) out.set(key, value.trim());
            else out.delete(key);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { q, location, setSearch, list };
}
