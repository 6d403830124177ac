import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  // The answer depends on who reads it (the owner's actions), so a signed-in reader has
  // their own cache entry, read with their token once the session is known; until then the
  // public answer (the server-rendered one, too) is shown.
  const { status, user } = useAuth();
  const viewer = status === 'signedIn' ? (user?.id ?? null) : null;
  const queryClient = useQueryClient();
  const read = routeQuery(listingRoutes.get, { params: { id: listingId ?? '' } });
  const query = useQuery({
    ...read,
    queryKey: (viewer ? [...read.queryKey, { viewer }] : read.queryKey) as typeof read.queryKey,
    enabled: !!listingId,
    // The reader's own entry starts from the public answer of the same vehicle, if read.
    placeholderData: viewer ? () => queryClient.getQueryData(read.queryKey) : undefined,
  });
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
