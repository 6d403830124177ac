import type { Role } from '@market/contracts';
import {
  type Actor,
  canFeatureListing,
  canManageListing,
  canViewListing,
  salesRepForNewListing,
} from './listing-access.js';

const OWNER = '00000000-0000-4000-8000-000000000001';
const DEALER_USER = '00000000-0000-4000-8000-000000000002';
const DEALER_ID = '00000000-0000-4000-8000-0000000000d1';
const OTHER_DEALER_ID = '00000000-0000-4000-8000-0000000000d2';
const REP = '00000000-0000-4000-8000-000000000003';
const STRANGER = '00000000-0000-4000-8000-000000000004';
const ADMIN = '00000000-0000-4000-8000-000000000005';

const actor = (id: string, roles: Role[], dealerId: string | null = null): Actor => ({
  id,
  roles: ['user', ...roles],
  dealerId,
  dealerPublic: true,
});
const listing = (
  over: Partial<{
    userId: string;
    dealerId: string | null;
    salesRepId: string | null;
    sellerActive: boolean;
  }> = {},
) => ({
  userId: OWNER,
  dealerId: null,
  salesRepId: null,
  sellerActive: true,
  ...over,
});

describe('listing management rules (SPEC.md §6)', () => {
  it('lets the owner manage their own listing but not a stranger', () => {
    expect(canManageListing(actor(OWNER, []), listing())).toBe(true);
    expect(canManageListing(actor(STRANGER, []), listing())).toBe(false);
    expect(canManageListing(undefined, listing())).toBe(false);
  });

  it("lets a dealer manage listings with their dealer id, not another dealer's", () => {
    const dealer = actor(DEALER_USER, ['dealer'], DEALER_ID);
    expect(canManageListing(dealer, listing({ dealerId: DEALER_ID }))).toBe(true);
    expect(canManageListing(dealer, listing({ dealerId: OTHER_DEALER_ID }))).toBe(false);
    expect(canManageListing(dealer, listing({ dealerId: null }))).toBe(false);
    expect(canManageListing(dealer, listing({ userId: DEALER_USER, dealerId: null }))).toBe(true);
  });

  it('does not let a dealer id alone grant access without the dealer role', () => {
    expect(
      canManageListing(actor(DEALER_USER, [], DEALER_ID), listing({ dealerId: DEALER_ID })),
    ).toBe(false);
  });

  it('lets a sales rep manage listings by sales_rep_id only', () => {
    expect(canManageListing(actor(REP, ['sales_rep']), listing({ salesRepId: REP }))).toBe(true);
    expect(canManageListing(actor(REP, ['sales_rep']), listing({ salesRepId: STRANGER }))).toBe(
      false,
    );
    expect(canManageListing(actor(REP, []), listing({ salesRepId: REP }))).toBe(false);
  });

  it('lets an admin manage and feature any listing', () => {
    expect(canManageListing(actor(ADMIN, ['admin']), listing({ dealerId: DEALER_ID }))).toBe(true);
    expect(canFeatureListing(actor(ADMIN, ['admin']), listing())).toBe(true);
  });

  it('lets only dealers (for their inventory) and admins feature', () => {
    expect(canFeatureListing(actor(OWNER, []), listing())).toBe(false);
    expect(canFeatureListing(actor(REP, ['sales_rep']), listing({ salesRepId: REP }))).toBe(false);
    expect(
      canFeatureListing(
        actor(DEALER_USER, ['dealer'], DEALER_ID),
        listing({ dealerId: DEALER_ID }),
      ),
    ).toBe(true);
    expect(
      canFeatureListing(
        actor(DEALER_USER, ['dealer'], DEALER_ID),
        listing({ dealerId: OTHER_DEALER_ID }),
      ),
    ).toBe(false);
  });

  it('shows active and sold listings to everyone, pending and inactive only to managers', () => {
    for (const status of ['active', 'sold'] as const)
      expect(canViewListing(undefined, { ...listing(), status })).toBe(true);
    for (const status of ['pending', 'inactive'] as const) {
      expect(canViewListing(undefined, { ...listing(), status })).toBe(false);
      expect(canViewListing(actor(STRANGER, []), { ...listing(), status })).toBe(false);
      expect(canViewListing(actor(OWNER, []), { ...listing(), status })).toBe(true);
    }
  });

  it("hides a deactivated or suspended dealer's listings from everyone but those who manage them", () => {
    const hidden = {
      ...listing({ dealerId: DEALER_ID, sellerActive: false }),
      status: 'active' as const,
    };
    expect(canViewListing(undefined, hidden)).toBe(false);
    expect(canViewListing(actor(STRANGER, []), hidden)).toBe(false);
    expect(canViewListing(actor(DEALER_USER, ['dealer'], DEALER_ID), hidden)).toBe(true);
    expect(canViewListing(actor(ADMIN, ['admin']), hidden)).toBe(true);
  });

  it('assigns sales reps: a rep to themself, a dealer as asked, a private seller never', () => {
    expect(salesRepForNewListing(actor(REP, ['sales_rep']), STRANGER)).toBe(REP);
    expect(salesRepForNewListing(actor(DEALER_USER, ['dealer'], DEALER_ID), REP)).toBe(REP);
    expect(salesRepForNewListing(actor(OWNER, []), REP)).toBeNull();
  });
});
