import { describe, expect, it } from '@jest/globals';
import type { Me, Role } from '@market/contracts';
import { accountLinks, searchLink, secondaryLinks } from './navigation';

const user = (roles: Role[]) => ({ roles, isAffiliate: false }) as Me;

describe('header links', () => {
  it('points Search at the category of the current page', () => {
    expect(searchLink('/').to).toBe('/listings?category=cars');
    expect(searchLink('/motorcycles').to).toBe('/listings?category=motorcycles');
    expect(searchLink('/trucks/42').to).toBe('/listings?category=trucks');
    expect(searchLink('/dealers').to).toBe('/listings?category=cars');
  });

  it('adds Saved Listings, My Listings and Messages for signed-in users', () => {
    const labels = (me: Me | null) => secondaryLinks(me).map((l) => l.label);
    const link = (me: Me | null, label: string) =>
      secondaryLinks(me).find((l) => l.label === label)?.to;
    expect(labels(null)).toEqual(['Get Financing', 'Dealers', 'Sales Reps']);
    expect(labels(user(['user']))).toContain('Saved Listings');
    expect(link(user(['sales_rep']), 'My Listings')).toBe('/sales-rep-listings');
    expect(link(user(['user']), 'My Listings')).toBe('/my-listings');
    // A dealer manages the inventory from the dashboard's Manage Inventory.
    expect(labels(user(['dealer']))).not.toContain('My Listings');
    expect(link(user(['dealer']), 'Messages')).toBe('/messages');
  });

  it('sends Add New Listing to /auth (and back) when signed out and shows Admin to admins only', () => {
    expect(accountLinks(null)).toMatchObject({
      admin: null,
      profile: null,
      addListing: { to: '/auth?return=%2Fadd-listing' },
    });
    expect(accountLinks(user(['admin'])).admin?.to).toBe('/admin');
    expect(accountLinks(user(['user'])).addListing.to).toBe('/add-listing');
  });
});
