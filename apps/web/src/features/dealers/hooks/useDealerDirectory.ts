import { useCursorList } from '../../../lib/useCursorList';
import { useUrlQuery } from '../../../lib/useUrlQuery';
import { dealersApi } from '../api/dealersApi';

export const DIRECTORY_PAGE_SIZE = 24;

const QUERY_KEYS = ['q', 'location'] as const;

/** The directory search lives in the URL (?q=&location=), so it can be shared and walked back. */
export function useDealerDirectory() {
  const [{ q, location }, setSearch] = useUrlQuery(QUERY_KEYS);

  const list = useCursorList(
    (cursor, signal) =>
      dealersApi.directory({ q, location, cursor, limit: DIRECTORY_PAGE_SIZE }, signal),
    JSON.stringify([q, location]),
  );

  return { q, location, setSearch, list };
}
