import { isApiError } from '../../../lib/api';
import { useLoader } from '../../../lib/useLoader';
import { salesRepsApi } from '../api/salesRepsApi';

/** GET /api/sales-reps/:id; unknown and inactive reps answer 404. */
export function useSalesRep(repId: string | undefined) {
  const { state, retry } = useLoader(
    (signal) => salesRepsApi.get(repId ?? '', signal),
    repId ?? '',
  );
  const notFound =
    !repId || (state.status === 'error' && isApiError(state.error, 'NOT_FOUND'));
  return { state, notFound, retry };
}
