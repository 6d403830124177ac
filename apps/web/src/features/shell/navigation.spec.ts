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

  it('adds Saved Listings for users and My Listings for sales reps', () => {
    const labels = (me: Me | null) => secondaryLinks(me).map((l) => l.label);
    expect(labels(null)).toEqual(['Get Financing', 'Dealers', 'Sales Reps']);
    expect(labels(user(['user']))).toContain('Saved Listings');
    expect(labels(user(['sales_rep']))).toContain('My Listings');
    expect(labels(user(['user']))).not.toContain('My Listings');
  });

  it('sends Add New Listing to /auth when signed out and shows Admin to admins only', () => {
    expect(accountLinks(null)).toMatchObject({
      admin: null,
      profile: null,
      addListing: { to: '/auth' },
    });
    expect(accountLinks(user(['admin'])).admin?.to).toBe('/admin');
    expect(accountLinks(user(['user'])).addListing.to).toBe('/add-listing');
  });
});
