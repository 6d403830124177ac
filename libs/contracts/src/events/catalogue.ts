import type { z } from 'zod';
import * as affiliates from './affiliates.events.js';
import * as billing from './billing.events.js';
import * as dealers from './dealers.events.js';
import * as identity from './identity.events.js';
import * as listings from './listings.events.js';
import * as platform from './platform.events.js';
import * as notifications from './notifications.events.js';
import * as search from './search.events.js';

/**
 * The one catalogue of integration events. Publishing goes through this map, so a
 * wrong type name or payload is a compile error.
 */
export const eventCatalogue = {
  [identity.userRegistered.type]: identity.userRegistered,
  [identity.emailVerificationRequested.type]: identity.emailVerificationRequested,
  [identity.userVerified.type]: identity.userVerified,
  [identity.passwordResetRequested.type]: identity.passwordResetRequested,
  [identity.userDeactivated.type]: identity.userDeactivated,
  [identity.userActivated.type]: identity.userActivated,
  [identity.userRoleChanged.type]: identity.userRoleChanged,
  [identity.userDeleted.type]: identity.userDeleted,
  [identity.userProfileUpdated.type]: identity.userProfileUpdated,
  [listings.listingPublished.type]: listings.listingPublished,
  [listings.listingUpdated.type]: listings.listingUpdated,
  [listings.listingStatusChanged.type]: listings.listingStatusChanged,
  [listings.listingDeleted.type]: listings.listingDeleted,
  [listings.listingContactRequested.type]: listings.listingContactRequested,
  [dealers.dealerCreated.type]: dealers.dealerCreated,
  [dealers.dealerUpdated.type]: dealers.dealerUpdated,
  [dealers.dealerApproved.type]: dealers.dealerApproved,
  [dealers.dealerPasswordResetRequested.type]: dealers.dealerPasswordResetRequested,
  [dealers.applicationSubmitted.type]: dealers.applicationSubmitted,
  [dealers.applicationApproved.type]: dealers.applicationApproved,
  [dealers.applicationRejected.type]: dealers.applicationRejected,
  [dealers.contactRequested.type]: dealers.contactRequested,
  [dealers.repAffiliationRequested.type]: dealers.repAffiliationRequested,
  [dealers.repAffiliationInvited.type]: dealers.repAffiliationInvited,
  [dealers.repAffiliationAnswered.type]: dealers.repAffiliationAnswered,
  [identity.dealerAccountProvisioned.type]: identity.dealerAccountProvisioned,
  [identity.dealerAccountRefused.type]: identity.dealerAccountRefused,
  [identity.userSessionsRevoked.type]: identity.userSessionsRevoked,
  [identity.sessionEnded.type]: identity.sessionEnded,
  [identity.signInThrottled.type]: identity.signInThrottled,
  [dealers.applicationConfirmationRequested.type]: dealers.applicationConfirmationRequested,
  [listings.listingViewsCounted.type]: listings.listingViewsCounted,
  [listings.listingsImported.type]: listings.listingsImported,
  [listings.listingFlagged.type]: listings.listingFlagged,
  [platform.adminActionRecorded.type]: platform.adminActionRecorded,
  [listings.savedListingAdded.type]: listings.savedListingAdded,
  [listings.savedListingRemoved.type]: listings.savedListingRemoved,
  [billing.membershipPlanChanged.type]: billing.membershipPlanChanged,
  [billing.checkoutCompleted.type]: billing.checkoutCompleted,
  [billing.paymentSucceeded.type]: billing.paymentSucceeded,
  [billing.paymentRefunded.type]: billing.paymentRefunded,
  [billing.membershipActivated.type]: billing.membershipActivated,
  [billing.membershipCanceled.type]: billing.membershipCanceled,
  [billing.membershipPastDue.type]: billing.membershipPastDue,
  [billing.listingPromoted.type]: billing.listingPromoted,
  [identity.broadcastMailRequested.type]: identity.broadcastMailRequested,
  [affiliates.affiliateApplicationSubmitted.type]: affiliates.affiliateApplicationSubmitted,
  [affiliates.affiliateApproved.type]: affiliates.affiliateApproved,
  [affiliates.affiliateStatusChanged.type]: affiliates.affiliateStatusChanged,
  [affiliates.affiliatePayoutPaid.type]: affiliates.affiliatePayoutPaid,
  [notifications.inquirySubmitted.type]: notifications.inquirySubmitted,
  [search.searchesCounted.type]: search.searchesCounted,
} as const;

export type EventCatalogue = typeof eventCatalogue;
export type EventType = keyof EventCatalogue;
export type EventData<T extends EventType> = z.infer<EventCatalogue[T]['schema']>;

export function isKnownEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventCatalogue, type);
}

/** Validates an event's data against its catalogue schema; throws a ZodError when it does not fit. */
export function parseEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  return eventCatalogue[type].schema.parse(data) as EventData<T>;
}
