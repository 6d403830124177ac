import { describe, expect, it } from '@jest/globals';
import { formatDollarsAndCents, formatWholeDollars, formatWholeNumber } from './numbers';

const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('whole numbers without Intl', () => {
  const samples = [
    0,
    1,
    7,
    12,
    999,
    1000,
    1001,
    24999.49,
    24999.5,
    99999,
    100000,
    1234567,
    987654321.6,
    Number.MAX_SAFE_INTEGER,
    -1,
    -999,
    -1000,
    -24999.5,
    -1234567,
    0.4,
  ];

  it.each(samples)('writes %p as Intl en-US does', (value) => {
    expect(formatWholeNumber(value)).toBe(intlNumber.format(value));
  });

  it.each(samples)('writes %p dollars as Intl en-US currency does', (value) => {
    expect(formatWholeDollars(value)).toBe(intlDollars.format(value));
  });

  it('writes a negative that rounds to zero as 0, where Intl writes "-0"', () => {
    expect(formatWholeNumber(-0.4)).toBe('0');
    expect(formatWholeDollars(-0.4)).toBe('$0');
  });

  it('writes dollars and cents as Intl en-US currency does', () => {
    const values = [0, 0.005, 0.015, 1.005, 8.675, 466.075, 466.08, 1234.5, 99999.995, -12.345];
    // And a few hundred amounts a payment calculator produces.
    for (let i = 1; i < 400; i++) values.push((i * 7919.37) / 13, (i * 31.4159) / 7);
    for (const value of values) expect(formatDollarsAndCents(value)).toBe(intlCents.format(value));
  });
});
