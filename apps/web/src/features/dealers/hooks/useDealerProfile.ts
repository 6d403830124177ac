import { isApiError } from '../../../lib/api';
import { dealersApi } from '../api/dealersApi';
import { useLoader } from '../../../lib/useLoader';

/** GET /api/dealers/:id; a 404 (unknown, unapproved or inactive dealer) is its own state. */
export function useDealerProfile(dealerId: string | undefined) {
  const { state, retry } = useLoader(
    (signal) => dealersApi.profile(dealerId ?? '', signal),
    dealerId ?? '',
  );
  const notFound =
    !dealerId || (state.status === 'error' && isApiError(state.error, 'NOT_FOUND'));
  return { state, notFound, retry };
}
