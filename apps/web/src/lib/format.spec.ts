import { describe, expect, it } from '@jest/globals';
import { formatDate, formatLongDate } from './format';

describe('dates without Intl', () => {
  // Every month, both ends of a day in UTC, and a leap day.
  const dates = [
    ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1 + month * 2).toISOString()),
    '2026-01-01T00:00:00.000Z',
    '2025-12-31T23:59:59.000Z',
    '2024-02-29T12:00:00.000Z',
    '1999-07-04T08:30:00.000Z',
  ];

  it.each(dates)('writes %s as toLocaleDateString en-US does', (iso) => {
    const date = new Date(iso);
    expect(formatDate(iso)).toBe(
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
    expect(formatLongDate(iso)).toBe(
      date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
    );
  });

  it('gives back what is not a date', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatLongDate('soon')).toBe('soon');
  });
});
