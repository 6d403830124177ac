import { useQuery } from '@tanstack/react-query';
import { billingRoutes } from '@market/contracts';
import { routeQuery } from '../../../lib/query';

/** How long the result page waits for the provider's confirmation before calling it failed. */
const CONFIRMATION_TIMEOUT_MS = 60_000;

/**
 * A checkout session. `waitForOutcome`: read again every second while it is open (the
 * provider's webhook usually lands within a second or two of the redirect).
 */
export function useCheckoutSession(sessionId: string | null, waitForOutcome = false) {
  const startedAt = Date.now();
  return useQuery({
    ...routeQuery(billingRoutes.session, { params: { sessionId: sessionId ?? '' } }),
    enabled: !!sessionId,
    refetchInterval: (query) =>
      waitForOutcome &&
      query.state.data?.status === 'open' &&
      Date.now() - startedAt < CONFIRMATION_TIMEOUT_MS
        ? 1000
        : false,
  });
}
