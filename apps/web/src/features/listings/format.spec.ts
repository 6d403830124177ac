import { describe, expect, it } from '@jest/globals';
import type { Listing } from '@market/contracts';
import {
  displayStatus,
  financingPath,
  formatLocation,
  formatMileage,
  formatPrice,
  telHref,
  testDriveMailto,
  vehiclePath,
} from './format';

describe('formatPrice', () => {
  it('shows whole US dollars with separators', () => {
    expect(formatPrice(24999.49)).toBe('$24,999');
    expect(formatPrice(24999.5)).toBe('$25,000');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });

  it('says so when there is no price', () => {
    expect(formatPrice(null)).toBe('Price on request');
    expect(formatPrice(Number.NaN)).toBe('Price on request');
  });
});

describe('formatMileage', () => {
  it('adds separators and " miles", or N/A when unknown', () => {
    expect(formatMileage(45210)).toBe('45,210 miles');
    expect(formatMileage(0)).toBe('0 miles');
    expect(formatMileage(null)).toBe('N/A');
    expect(formatMileage(undefined)).toBe('N/A');
  });
});

describe('formatLocation', () => {
  it('joins the known parts', () => {
    expect(formatLocation({ locationCity: 'Austin', locationState: 'TX' })).toBe('Austin, TX');
    expect(formatLocation({ locationCity: ' ', locationState: 'TX' })).toBe('TX');
    expect(formatLocation({ locationCity: null, locationState: null })).toBeNull();
  });
});

describe('paths', () => {
  it('links a listing to its category page', () => {
    expect(vehiclePath({ id: 'abc', category: 'motorcycles' })).toBe('/motorcycles/abc');
  });

  it('passes the vehicle and price to the financing tools', () => {
    expect(financingPath({ id: 'abc', price: 24999.99 })).toBe(
      '/financing?vehicle=abc&price=24999.99',
    );
  });
});

describe('displayStatus', () => {
  it('shows Sold when the sold flag is set, whatever the status', () => {
    expect(displayStatus({ status: 'active', isSold: true })).toBe('sold');
    expect(displayStatus({ status: 'pending', isSold: false })).toBe('pending');
  });
});

describe('contact links', () => {
  const listing = {
    title: '2003 Honda Accord',
    contact: {
      kind: 'dealer',
      name: 'Demo Motors',
      email: 'sales@demo.test',
      phone: '+1 (555) 010-2000',
    },
  } as Pick<Listing, 'title' | 'contact'>;

  it('keeps only dialable characters in tel: links', () => {
    expect(telHref('+1 (555) 010-2000')).toBe('tel:+15550102000');
    expect(telHref('ext. 1')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('prefills the subject and body of a test-drive request', () => {
    const href = testDriveMailto(listing, 'https://example.test/cars/1')!;
    expect(href.startsWith('mailto:sales@demo.test?subject=')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Test drive request: 2003 Honda Accord');
    expect(params.get('body')).toContain('Hello Demo Motors,');
    expect(params.get('body')).toContain('https://example.test/cars/1');
  });

  it('gives no test-drive link without an e-mail address', () => {
    expect(
      testDriveMailto({ ...listing, contact: { ...listing.contact, email: null } }, 'x'),
    ).toBeNull();
  });
});
