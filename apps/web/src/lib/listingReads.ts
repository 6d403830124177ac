import { listingRoutes, savedListingRoutes, searchRoutes } from '@market/contracts';

/**
 * What a change to a listing makes stale wherever it is shown: the listings feature's own
 * pages, the moderation queue and the inventory import invalidate these after a write.
 */
export const LISTING_READS = [
  listingRoutes.mine,
  listingRoutes.get,
  listingRoutes.forEditing,
  searchRoutes.listings,
  searchRoutes.featured,
  savedListingRoutes.list,
];
