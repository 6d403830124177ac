import { describe, expect, it } from '@jest/globals';
import { returnPathOf, returnPathWith, safeReturnPath, signInPath } from './returnTo';

describe('sign-in return paths', () => {
  it('adds the action to finish to the page’s own query', () => {
    expect(returnPathWith('/cars/42', 'save')).toBe('/cars/42?intent=save');
    expect(returnPathWith('/listings?make=honda', 'save')).toBe('/listings?make=honda&intent=save');
    expect(returnPathWith('/add-listing')).toBe('/add-listing');
  });

  it('sends to /auth with the return path encoded', () => {
    expect(signInPath('/cars/42', 'message')).toBe('/auth?return=%2Fcars%2F42%3Fintent%3Dmessage');
    expect(returnPathOf('?return=%2Fcars%2F42%3Fintent%3Dmessage', null)).toBe(
      '/cars/42?intent=message',
    );
  });

  it('follows only paths of this site', () => {
    expect(safeReturnPath('/saved-listings')).toBe('/saved-listings');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth',
      '/auth?return=/x',
      42,
      null,
    ])
      expect(safeReturnPath(bad)).toBeNull();
  });

  it('falls back to the route guard’s history state', () => {
    expect(returnPathOf('', { from: '/add-listing' })).toBe('/add-listing');
    expect(returnPathOf('?return=//evil.example', { from: '/profile' })).toBe('/profile');
    expect(returnPathOf('', undefined)).toBeNull();
  });
});

describe('the vehicle an action is about', () => {
  it('names it with intent_id', () => {
    expect(returnPathWith('/listings?make=honda', 'save', 'abc')).toBe(
      '/listings?make=honda&intent=save&intent_id=abc',
    );
  });
});
