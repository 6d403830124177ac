import type { Role } from '@market/contracts';
import type { ListingRecord } from '../repositories/listing.repository.js';

/** Who is acting: the token's user and roles, and the dealer record the dealers context announced for them. */
export interface Actor {
  id: string;
  roles: readonly Role[];
  dealerId: string | null;
  /** Whether the public sees their dealer (true without one): a new listing is shown only if so. */
  dealerPublic: boolean;
}

type Ownership = Pick<ListingRecord, 'userId' | 'dealerId' | 'salesRepId'>;

const has = (actor: Actor, role: Role) => actor.roles.includes(role);

/**
 * SPEC.md §6: the owner; a dealer for listings whose dealer_id is theirs, or whose dealer_id
 * is empty and that they own; a sales rep by sales_rep_id; an admin any.
 */
export function canManageListing(actor: Actor | undefined, listing: Ownership): boolean {
  if (!actor) return false;
  if (has(actor, 'admin') || listing.userId === actor.id) return true;
  if (has(actor, 'dealer') && actor.dealerId && listing.dealerId === actor.dealerId) return true;
  return has(actor, 'sales_rep') && listing.salesRepId === actor.id;
}

/** Featuring is a dealer's tool (and an admin's): a dealer may feature what they manage as a dealer. */
export function canFeatureListing(actor: Actor | undefined, listing: Ownership): boolean {
  if (!actor) return false;
  if (has(actor, 'admin')) return true;
  if (!has(actor, 'dealer')) return false;
  return (
    (!!actor.dealerId && listing.dealerId === actor.dealerId) ||
    (listing.dealerId === null && listing.userId === actor.id)
  );
}

/**
 * Active and sold listings are public while their dealer is; pending and inactive ones, and
 * those of a deactivated or suspended dealer, only for those who manage them.
 */
export function canViewListing(
  actor: Actor | undefined,
  listing: Ownership & Pick<ListingRecord, 'status' | 'sellerActive'>,
): boolean {
  return isPublic(listing) || canManageListing(actor, listing);
}

/** What everyone may see: an active or sold listing of a seller the public sees. */
export const isPublic = (listing: Pick<ListingRecord, 'status' | 'sellerActive'>) =>
  (listing.status === 'active' || listing.status === 'sold') && listing.sellerActive;

/**
 * Who a new listing is handled by: a sales rep's own listings carry their id; a dealer or an
 * admin may assign a rep; anyone else cannot.
 */
export function salesRepForNewListing(actor: Actor, requested: string | null): string | null {
  if (has(actor, 'sales_rep') && !has(actor, 'admin') && !has(actor, 'dealer')) return actor.id;
  if (has(actor, 'dealer') || has(actor, 'admin')) return requested;
  return null;
}
