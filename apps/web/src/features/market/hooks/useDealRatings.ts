import { useQuery } from '@tanstack/react-query';
import { marketRoutes, type DealRating } from '@market/contracts';
import { routeQuery } from '../../../lib/query';

/** The server answers at most this many ids at once. */
const MAX_IDS = 100;

/** Deal ratings of the cards shown: one request for the page, kept a minute. */
export function useDealRatings(ids: readonly string[]): ReadonlyMap<string, DealRating> {
  const asked = ids.slice(0, MAX_IDS);
  const query = useQuery({
    ...routeQuery(marketRoutes.dealRatings, { query: { ids: asked.join(',') } }),
    enabled: asked.length > 0,
    staleTime: 60_000,
    select: (answer) => new Map(answer.items.map((item) => [item.listingId, item])),
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, DealRating> = new Map();
