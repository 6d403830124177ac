import { describe, expect, it } from '@jest/globals';
import {
  FALLBACK_DESCRIPTION,
  formatDistance,
  cardSrcSet,
  formatResultCount,
  fullImageUrl,
  slideDescription,
} from './cardFormat';

describe('cardSrcSet', () => {
  it('offers the card, medium and full variants by width', () => {
    expect(cardSrcSet('/api/media/listings/a/1/card.webp')).toBe(
      '/api/media/listings/a/1/card.webp 640w, /api/media/listings/a/1/medium.webp 960w, /api/media/listings/a/1/full.webp 1600w',
    );
    expect(cardSrcSet('https://cdn.example/listings/a/1/card.webp?v=2')).toBe(
      'https://cdn.example/listings/a/1/card.webp?v=2 640w, https://cdn.example/listings/a/1/medium.webp?v=2 960w, https://cdn.example/listings/a/1/full.webp?v=2 1600w',
    );
  });

  it('offers nothing when the URL is not a card variant', () => {
    expect(cardSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(cardSrcSet(null)).toBeUndefined();
  });
});

describe('fullImageUrl', () => {
  it('swaps the card variant for the full one', () => {
    expect(fullImageUrl('/api/media/listings/a/1/card.webp')).toBe(
      '/api/media/listings/a/1/full.webp',
    );
    expect(fullImageUrl('https://cdn.example/listings/a/1/card.webp?v=2')).toBe(
      'https://cdn.example/listings/a/1/full.webp?v=2',
    );
  });

  it('is null for missing or unfamiliar URLs', () => {
    expect(fullImageUrl(null)).toBeNull();
    expect(fullImageUrl('https://img.example/photo.jpg')).toBeNull();
  });
});

describe('formatResultCount', () => {
  it('uses separators and the singular for one', () => {
    expect(formatResultCount(1234)).toBe('1,234 vehicles');
    expect(formatResultCount(1)).toBe('1 vehicle');
    expect(formatResultCount(0)).toBe('0 vehicles');
  });
});

describe('formatDistance', () => {
  it('rounds miles and leaves searches without a ZIP alone', () => {
    expect(formatDistance({ distanceMiles: 12.4 })).toBe('12 mi away');
    expect(formatDistance({ distanceMiles: 0.3 })).toBe('Under 1 mi away');
    expect(formatDistance({ distanceMiles: null })).toBeNull();
    expect(formatDistance({})).toBeNull();
  });
});

describe('slideDescription', () => {
  it('falls back to the SPEC §9 text', () => {
    expect(slideDescription(null)).toBe(FALLBACK_DESCRIPTION);
    expect(slideDescription('   ')).toBe(FALLBACK_DESCRIPTION);
  });

  it('shortens long text at a word boundary', () => {
    const text = 'One owner, garage kept, full service history and new tyres. '.repeat(5);
    const short = slideDescription(text, 60);
    expect(short.length).toBeLessThanOrEqual(61);
    expect(short.endsWith('…')).toBe(true);
    expect(short).toBe('One owner, garage kept, full service history and new tyres…');
  });
});
