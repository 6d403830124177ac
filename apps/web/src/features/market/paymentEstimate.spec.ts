import { describe, expect, it } from '@jest/globals';
import { formatMonthlyEstimate, monthlyPayment } from './paymentEstimate';

describe('monthly payment estimate', () => {
  it('amortises 90 % of the price over 60 months at 4.5 %', () => {
    // 18 000 financed: 18 000 × r / (1 − (1 + r)^−60), r = 0.045 / 12.
    expect(monthlyPayment(20_000)).toBeCloseTo(335.57, 2);
    expect(formatMonthlyEstimate(20_000)).toBe('Est. $336/mo');
  });

  it('divides evenly at 0 %', () => {
    expect(
      monthlyPayment(12_000, { months: 60, annualRatePercent: 0, downPaymentPercent: 0 }),
    ).toBe(200);
  });

  it('has no estimate for a price of 0', () => {
    expect(monthlyPayment(0)).toBeNull();
    expect(formatMonthlyEstimate(0)).toBeNull();
  });
});
