import { dealRatingsQuerySchema, dealRatingsResponseSchema } from '../api/market.js';
import { routeGroup } from '../http/route.js';

/** Market figures the search read model keeps: answered from memory, no query per card. */
export const marketRoutes = routeGroup('market', {
  dealRatings: {
    method: 'GET',
    path: '/search/deal-ratings',
    summary: 'Deal ratings of up to 100 listings: price against comparable active listings',
    auth: 'public',
    query: dealRatingsQuerySchema,
    response: dealRatingsResponseSchema,
  },
});
