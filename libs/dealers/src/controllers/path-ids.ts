import { DEALER_TEXTS, REP_AFFILIATION_TEXTS } from '@market/contracts';
import { uuidParam } from '@market/platform';

/** Ids in paths: anything that is not a UUID names something that does not exist. */
export const dealerIdParam = uuidParam(DEALER_TEXTS.dealerNotFound);
/** Messages to a dealer that cannot be found answer SPEC.md §8's text. */
export const messagedDealerIdParam = uuidParam(DEALER_TEXTS.dealerMessageFailed);
export const repIdParam = uuidParam(DEALER_TEXTS.repNotFound);
export const applicationIdParam = uuidParam('Application not found');
export const reviewIdParam = uuidParam('Review not found');
export const affiliationIdParam = uuidParam(REP_AFFILIATION_TEXTS.notFound);
