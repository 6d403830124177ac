import { useCallback, useEffect, useState } from 'react';
import type { Listing } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { listingsApi } from '../api/listingsApi';

export type ListingState =
  | { status: 'loading' }
  | { status: 'ready'; listing: Listing }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/**
 * GET /api/listings/:id; a 404 (or a malformed id) becomes the "not found" state. Loaded
 * again when the viewer changes: the answer says what they may do with it.
 */
export function useListing(listingId: string | undefined, viewerId?: string) {
  const [state, setState] = useState<ListingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!listingId) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    listingsApi
      .get(listingId, controller.signal)
      .then((listing) => setState({ status: 'ready', listing }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (
          isApiError(error, 'NOT_FOUND') ||
          (isApiError(error) && error.status === 400)
        ) {
          setState({ status: 'notFound' });
        } else {
          setState({
            status: 'error',
            message: errorMessage(error, 'Failed to load vehicle details'),
          });
        }
      });
    return () => controller.abort();
  }, [listingId, viewerId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
