import { useQuery } from '@tanstack/react-query';
import { salesRepRoutes } from '@market/contracts';
import { routeQuery } from '../../../lib/query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reps the contact form offers: the active ones, plus the one /contact?sales_rep={id}
 * asked for (also when they are beyond the first page). An unknown id offers nobody extra.
 */
export function useSalesRepChoices(requested: string | null) {
  const wanted = requested && UUID.test(requested) ? requested : null;
  const directory = useQuery(routeQuery(salesRepRoutes.directory, { query: { limit: 100 } }));
  const rep = useQuery({
    ...routeQuery(salesRepRoutes.get, { params: { id: wanted ?? '' } }),
    enabled: !!wanted,
  });
  const reps = [...(directory.data?.items ?? [])];
  if (rep.data && !reps.some((r) => r.id === rep.data.id)) reps.unshift(rep.data);
  return {
    options: reps.map((r) => ({
      value: r.id,
      label: r.dealer ? `${r.name} (${r.dealer.businessName})` : r.name,
    })),
    /** The requested rep once known to exist (the form pre-selects them). */
    selected: rep.data?.id ?? null,
    loading: directory.isLoading || rep.isLoading,
  };
}
