import { describe, expect, it } from '@jest/globals';
import type { Me, Role } from '@market/contracts';
import { postLoginPath, profilePath } from './roles';

const user = (roles: Role[], isAffiliate = false) => ({ roles, isAffiliate }) as Me;

describe('postLoginPath', () => {
  it('follows the priority admin → sales rep → dealer → affiliate → profile', () => {
    expect(postLoginPath(user(['user', 'admin', 'dealer']))).toBe('/admin');
    expect(postLoginPath(user(['sales_rep', 'dealer']))).toBe('/sales-rep-dashboard');
    expect(postLoginPath(user(['dealer'], true))).toBe('/dealer-dashboard');
    expect(postLoginPath(user(['user'], true))).toBe('/affiliate-dashboard');
    expect(postLoginPath(user(['user']))).toBe('/profile');
  });
});

describe('profilePath', () => {
  it('leads to the role dashboard, else the profile page', () => {
    expect(profilePath(user(['dealer']))).toBe('/dealer-dashboard');
    expect(profilePath(user(['sales_rep']))).toBe('/sales-rep-dashboard');
    expect(profilePath(user(['user'], true))).toBe('/affiliate-dashboard');
    expect(profilePath(user(['admin']))).toBe('/profile');
    expect(profilePath(null)).toBe('/profile');
  });
});
