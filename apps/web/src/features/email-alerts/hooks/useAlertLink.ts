import { useQuery } from '@tanstack/react-query';
import { type AlertSubscription, emailAlertRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { routeKey } from '../../../lib/query';

export type AlertLinkKind = 'confirm' | 'unsubscribe';

/**
 * Follows a confirmation or unsubscribe link once per token, kept in the cache so a
 * re-mount (StrictMode, back/forward) does not post it twice.
 */
export function useAlertLink(
  kind: AlertLinkKind,
  token: string | null,
): { status: 'pending' | 'done' | 'failed'; subscription?: AlertSubscription; message: string } {
  const route = kind === 'confirm' ? emailAlertRoutes.confirm : emailAlertRoutes.unsubscribe;
  const query = useQuery({
    queryKey: routeKey(route, { query: { token } }),
    queryFn: () =>
      kind === 'confirm'
        ? apiCall(emailAlertRoutes.confirm, { body: { token: token! } })
        : apiCall(emailAlertRoutes.unsubscribe, { query: { token: token! } }),
    enabled: !!token,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (query.isSuccess) return { status: 'done', subscription: query.data, message: '' };
  if (query.isError) return { status: 'failed', message: errorMessage(query.error) };
  return {
    status: token ? 'pending' : 'failed',
    message: token ? '' : 'This link is invalid or incomplete.',
  };
}
