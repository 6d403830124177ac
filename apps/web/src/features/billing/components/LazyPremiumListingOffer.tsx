import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../ui';

// The plans offer (and the plan forms' schemas, zod with them) loads only when an owner's
// vehicle page shows it, never with a buyer's vehicle page.
const PremiumListingOfferNow = lazy(() =>
  import('./PremiumListingOffer').then((module) => ({ default: module.PremiumListingOffer })),
);

/** PremiumListingOffer, its code fetched the first time it is shown. */
export function LazyPremiumListingOffer({ listingId }: { listingId: string }) {
  return (
    <Suspense fallback={<Skeleton height="6rem" />}>
      <PremiumListingOfferNow listingId={listingId} />
    </Suspense>
  );
}
