import { ParseUUIDPipe } from '@nestjs/common';
import { DEALER_TEXTS, REP_AFFILIATION_TEXTS } from '@market/contracts';
import { NotFoundError } from '@market/platform';

/** Ids in paths: anything that is not a UUID names something that does not exist. */
const notFound = (message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(message) });

export const dealerIdParam = notFound(DEALER_TEXTS.dealerNotFound);
/** Messages to a dealer that cannot be found answer SPEC.md §8's text. */
export const messagedDealerIdParam = notFound(DEALER_TEXTS.dealerMessageFailed);
export const repIdParam = notFound(DEALER_TEXTS.repNotFound);
export const applicationIdParam = notFound('Application not found');
export const reviewIdParam = notFound('Review not found');
export const affiliationIdParam = notFound(REP_AFFILIATION_TEXTS.notFound);
