import { describe, expect, it } from '@jest/globals';
import {
  addressLines,
  formatRating,
  initials,
  mailtoHref,
  reviewCountText,
  starFills,
  websiteLabel,
} from './format';

describe('dealer formatting', () => {
  it('makes avatar initials from a business name or an e-mail', () => {
    expect(initials('Sunset Auto Group')).toBe('SA');
    expect(initials('  hill & sons motors ')).toBe('HS');
    expect(initials('jo.smith@example.com')).toBe('JS');
    expect(initials('Élan')).toBe('É');
    expect(initials('!!')).toBe('?');
  });

  it('shows ratings to one decimal and nothing without reviews (SPEC §9)', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.46)).toBe('4.5');
    expect(formatRating(null)).toBeNull();
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(1200)).toBe('1,200 reviews');
  });

  it('fills stars in proportion to the rating, clamped to five', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(null)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
  });

  it('writes an address as street and "City, ST ZIP"', () => {
    expect(
      addressLines({ street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }),
    ).toEqual(['1 Main St', 'Austin, TX 78701']);
    expect(addressLines({ street: null, city: null, state: 'TX', zip: null })).toEqual(['TX']);
    expect(addressLines({ street: ' ', city: null, state: null, zip: null })).toBeNull();
  });

  it('labels websites without scheme and builds mailto links with a subject', () => {
    expect(websiteLabel('https://www.sunset.example.com/')).toBe('sunset.example.com');
    expect(mailtoHref('a@b.com', 'Inquiry about A & B')).toBe(
      'mailto:a@b.com?subject=Inquiry%20about%20A%20%26%20B',
    );
    expect(mailtoHref('  ')).toBeNull();
  });
});
