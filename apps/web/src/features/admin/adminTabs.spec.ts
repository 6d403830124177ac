import { describe, expect, it } from '@jest/globals';
import { ADMIN_GROUPS, ADMIN_TABS, adminTab, DEFAULT_ADMIN_TAB } from './adminTabs';

describe('the admin tab registry', () => {
  it('has SPEC §2 groups and tabs, in order', () => {
    expect(ADMIN_GROUPS.map((g) => [g.group, g.tabs])).toEqual([
      ['Core', ['overview', 'users', 'dealers', 'affiliates', 'dealer-applications', 'sales-reps']],
      ['Content', ['vehicles', 'vehicle-images', 'reviews', 'saved-listings']],
      ['Business', ['affiliates', 'payments', 'memberships', 'listing-plans', 'inquiries']],
      ['System', ['analytics', 'stripe', 'banners', 'hero', 'settings']],
    ]);
  });

  it('registers every grouped tab once, under its own id, with the labels of SPEC §2', () => {
    const grouped = new Set(ADMIN_GROUPS.flatMap((g) => g.tabs));
    expect(new Set(Object.keys(ADMIN_TABS))).toEqual(grouped);
    for (const [id, tab] of Object.entries(ADMIN_TABS)) expect(tab.id).toBe(id);
    expect(ADMIN_TABS['dealer-applications'].label).toBe('Applications');
    expect(ADMIN_TABS['vehicle-images'].label).toBe('Images');
    expect(ADMIN_TABS['saved-listings'].label).toBe('Saved');
  });

  it('resolves /admin to the overview and refuses unknown or inherited names', () => {
    expect(adminTab(undefined)?.id).toBe(DEFAULT_ADMIN_TAB);
    expect(adminTab('users')?.label).toBe('Users');
    expect(adminTab('nope')).toBeNull();
    expect(adminTab('constructor')).toBeNull();
  });
});
