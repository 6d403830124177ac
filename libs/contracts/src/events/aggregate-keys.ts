import type { EventData, EventType } from './catalogue.js';
import type { EventEnvelope } from './envelope.js';

/**
 * The aggregate each event is about: events of one aggregate keep their order on the bus
 * (Kafka partitions by this key), events of different aggregates may be handled in parallel
 * by different consumer replicas. Consumers may rely on the order of one listing's, one
 * dealer's or one user's events of a type, never on an order between two aggregates.
 *
 * A `satisfies` record, so a new event type without its key does not compile.
 */
const aggregateKeys = {
  'identity.user.registered': (data) => data.userId,
  'identity.email-verification.requested': (data) => data.userId,
  'identity.user.verified': (data) => data.userId,
  'identity.password-reset.requested': (data) => data.userId,
  'identity.user.deactivated': (data) => data.userId,
  'identity.user.activated': (data) => data.userId,
  'identity.user.role-changed': (data) => data.userId,
  'identity.user.deleted': (data) => data.userId,
  'identity.user.profile-updated': (data) => data.userId,
  'identity.dealer-account.provisioned': (data) => data.applicationId,
  'identity.dealer-account.refused': (data) => data.applicationId,
  'identity.user.sessions-revoked': (data) => data.userId,
  'identity.session.ended': (data) => data.userId,
  'identity.sign-in.throttled': (data) => data.userId,
  'listings.listing.published': (data) => data.listing.id,
  'listings.listing.updated': (data) => data.listing.id,
  'listings.listing.status-changed': (data) => data.listing.id,
  'listings.listing.deleted': (data) => data.listingId,
  // A batch of absolute counts over many listings: any order gives the same result.
  'listings.listing.views-counted': null,
  // A chunk of an import: documents carry their revisions, so any order gives the same result.
  'listings.listing.imported': null,
  'listings.listing.flagged': (data) => data.listingId,
  'dealers.dealer.created': (data) => data.dealerId,
  'dealers.dealer.updated': (data) => data.dealerId,
  'dealers.dealer.approved': (data) => data.dealerId,
  'dealers.dealer.password-reset-requested': (data) => data.dealerId,
  'dealers.application.submitted': (data) => data.applicationId,
  'dealers.application.approved': (data) => data.applicationId,
  'dealers.application.rejected': (data) => data.applicationId,
  'dealers.application.confirmation-requested': (data) => data.applicationId,
  'dealers.contact.requested': (data) => data.recipientUserId,
  'dealers.rep-affiliation.requested': (data) => data.affiliationId,
  'dealers.rep-affiliation.invited': (data) => data.affiliationId,
  'dealers.rep-affiliation.answered': (data) => data.affiliationId,
  // Each entry stands alone in the log: any order keeps the same entries.
  'platform.admin-action.recorded': null,
  'listings.saved-listing.added': (data) => data.userId,
  'listings.saved-listing.removed': (data) => data.userId,
  'billing.membership-plan.changed': (data) => data.planId,
  'billing.checkout.completed': (data) => data.userId,
  'billing.payment.succeeded': (data) => data.userId,
  'billing.payment.refunded': (data) => data.userId,
  'billing.membership.activated': (data) => data.userId,
  'billing.membership.canceled': (data) => data.userId,
  'billing.membership.past-due': (data) => data.userId,
  'billing.listing.promoted': (data) => data.listingId,
  'identity.broadcast.mail-requested': (data) => data.userId,
  'notifications.inquiry.submitted': (data) => data.inquiryId,
  // A count of one window of one process: counts add up in any order.
  'search.searches.counted': null,
  'listings.contact.requested': (data) => data.recipientUserId,
  'affiliates.application.submitted': (data) => data.affiliateId,
  'affiliates.affiliate.approved': (data) => data.affiliateId,
  // identity projects the latest standing per account: one user's changes keep their order.
  'affiliates.affiliate.status-changed': (data) => data.userId,
  'affiliates.payout.paid': (data) => data.affiliateId,
} satisfies { [T in EventType]: ((data: EventData<T>) => string) | null };

/**
 * The partition key of an event: its aggregate's id; the event's own id for a type whose
 * order does not matter; and, for a type outside the catalogue, the type itself (one
 * partition, so the whole topic keeps its order).
 */
export function aggregateKeyOf(event: Pick<EventEnvelope, 'id' | 'type' | 'data'>): string {
  if (!Object.prototype.hasOwnProperty.call(aggregateKeys, event.type)) return event.type;
  const key = aggregateKeys[event.type as EventType] as ((data: unknown) => string) | null;
  if (key === null) return event.id;
  const value = key(event.data);
  return typeof value === 'string' && value.length > 0 ? value : event.type;
}
