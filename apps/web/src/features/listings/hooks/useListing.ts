import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listingRoutes, type Listing } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { useAuth } from '../../auth';

export type ListingState =
  | { status: 'loading' }
  | { status: 'ready'; listing: Listing }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/**
 * GET /api/listings/:id; a 404 (or a malformed id) becomes the "not found" state. The answer
 * says what the viewer may do with it, so it is read again when the account changes (the
 * auth layer resets signed-in answers).
 */
export function useListing(listingId: string | undefined) {
  const query = useQuery({
    ...routeQuery(listingRoutes.get, { params: { id: listingId ?? '' } }),
    enabled: !!listingId,
  });
  // Opened while the session was still being restored, the vehicle may have been read
  // without the token (its owner then not seeing their actions): read it again once known.
  const { status } = useAuth();
  const restoring = useRef(status === 'loading');
  const { refetch } = query;
  useEffect(() => {
    if (status === 'loading' || !restoring.current) return;
    restoring.current = false;
    if (status === 'signedIn') void refetch();
  }, [status, refetch]);
  const notFound =
    isApiError(query.error, 'NOT_FOUND') || (isApiError(query.error) && query.error.status === 400);
  const state: ListingState =
    !listingId || notFound
      ? { status: 'notFound' }
      : query.isSuccess
        ? { status: 'ready', listing: query.data }
        : query.isError
          ? {
              status: 'error',
              message: errorMessage(query.error, 'Failed to load vehicle details'),
            }
          : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
