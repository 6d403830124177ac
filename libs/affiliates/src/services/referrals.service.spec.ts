import { commissionOf } from './referrals.service.js';
import { previousMonth } from './payouts.service.js';

describe('commissionOf', () => {
  it('is the percent of the amount in cents, rounded half up', () => {
    expect(commissionOf(3999, 25)).toBe(1000);
    expect(commissionOf(4999, 25)).toBe(1250);
    expect(commissionOf(19900, 10)).toBe(1990);
    expect(commissionOf(20000, 12.5)).toBe(2500);
    expect(commissionOf(1, 50)).toBe(1);
    expect(commissionOf(0, 25)).toBe(0);
  });
});

describe('previousMonth', () => {
  it('is the calendar month before, in UTC, across a year', () => {
    expect(previousMonth(new Date('2026-04-02T09:00:00Z'))).toBe('2026-03');
    expect(previousMonth(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12');
  });
});
