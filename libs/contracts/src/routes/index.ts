import type { RouteSpec } from '../http/route.js';
import { adminUserRoutes, authRoutes, meRoutes } from './identity.routes.js';
import {
  adminListingRoutes,
  catalogueRoutes,
  listingImageRoutes,
  listingRoutes,
  savedListingRoutes,
} from './listings.routes.js';

export * from './identity.routes.js';
export * from './listings.routes.js';
export { idParams } from './params.js';

const groups = [
  authRoutes,
  meRoutes,
  adminUserRoutes,
  listingRoutes,
  listingImageRoutes,
  savedListingRoutes,
  catalogueRoutes,
  adminListingRoutes,
];

/** Every route of the API; docs/openapi.json is generated from this list. */
export const apiRoutes: readonly RouteSpec[] = groups.flatMap((group) => Object.values(group) as RouteSpec[]);
