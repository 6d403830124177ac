import { apiRoutes } from '@market/contracts';
import { routeKey } from '../../lib/query';

/** The query keys of the answers only a signed-in user gets (the route's auth is not public). */
export const privateRouteKeys: ReadonlySet<unknown> = new Set(
  apiRoutes.filter((route) => route.auth !== 'public').map((route) => routeKey(route)[0]),
);
