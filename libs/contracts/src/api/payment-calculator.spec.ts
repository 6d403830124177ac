import {
  amortisedPayment,
  CALCULATOR_TEXTS,
  calculatePayment,
  DEFAULT_INTEREST_RATE,
  DEFAULT_LOAN_TERM,
  LOAN_TERMS,
} from './payment-calculator.js';

/** Runs the loan month by month: interest on the balance, then the payment. What is left must be (almost) nothing. */
function balanceAfterSchedule(
  principal: number,
  ratePercent: number,
  months: number,
  payment: number,
): number {
  let balance = principal;
  for (let month = 0; month < months; month++)
    balance = balance * (1 + ratePercent / 100 / 12) - payment;
  return balance;
}

describe('calculatePayment (SPEC.md §5 payment calculator)', () => {
  // price, down, term, rate → monthly payment, from P·r / (1 − (1 + r)^−n) in 40-digit decimals (Python).
  it.each([
    [25_000, 0, 60, 4.5, 466.08],
    [25_000, 5_000, 60, 4.5, 372.86],
    [30_000, 0, 72, 6.9, 510.03],
    [18_500, 2_500, 36, 3.9, 471.67],
    [45_000, 10_000, 84, 7.25, 532.53],
    [12_000, 0, 24, 0, 500],
    [10_000, 1_000, 48, 0, 187.5],
  ])('price %d, down %d, %d months at %d%% → %d a month', (price, down, term, rate, expected) => {
    const result = calculatePayment({
      price,
      downPayment: down,
      termMonths: term,
      ratePercent: rate,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.monthlyPayment).toBeCloseTo(expected, 2);
    expect(result.value.financedAmount).toBe(price - down);
  });

  it.each(
    LOAN_TERMS.flatMap((term) => [0, 0.9, 4.5, 9.99, 24].map((rate) => [term, rate] as const)),
  )(
    'a %d-month loan at %d%% is paid off by its payment (schedule within a cent a month)',
    (term, rate) => {
      const result = calculatePayment({
        price: 37_999.99,
        downPayment: 4_321,
        termMonths: term,
        ratePercent: rate,
      });
      if (!result.ok) throw new Error(result.message);
      const left = balanceAfterSchedule(
        result.value.financedAmount,
        rate,
        term,
        result.value.monthlyPayment,
      );
      // Rounding the payment to the cent leaves at most half a cent per month, grown by the interest.
      expect(Math.abs(left)).toBeLessThan(term * 0.01);
      expect(result.value.totalPaid).toBeCloseTo(result.value.monthlyPayment * term, 2);
      expect(result.value.totalInterest).toBeCloseTo(
        Math.max(0, result.value.totalPaid - result.value.financedAmount),
        2,
      );
    },
  );

  it('takes the defaults for blanks: down payment 0, term 60, rate 4.5', () => {
    const result = calculatePayment({
      price: '25000',
      downPayment: '',
      termMonths: '',
      ratePercent: ' ',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        downPayment: 0,
        termMonths: DEFAULT_LOAN_TERM,
        ratePercent: DEFAULT_INTEREST_RATE,
        monthlyPayment: 466.08,
      }),
    });
    expect(calculatePayment({ price: 25_000 })).toEqual(result);
  });

  it('divides evenly at a rate of exactly 0', () => {
    const result = calculatePayment({ price: 10_000, termMonths: 36, ratePercent: '0' });
    expect(result.ok && result.value.monthlyPayment).toBe(277.78);
    expect(amortisedPayment(9_000, 0, 36)).toBe(250);
  });

  it('reads what people type: "$24,500" and "4.5%"', () => {
    const result = calculatePayment({ price: '$24,500', ratePercent: '4.5%' });
    expect(result.ok && result.value.price).toBe(24_500);
  });

  it.each([0, -1, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, null])(
    'refuses a price of %p with SPEC.md §5’s text',
    (price) => {
      expect(calculatePayment({ price })).toEqual({
        ok: false,
        field: 'price',
        message: CALCULATOR_TEXTS.invalidPrice,
      });
      expect(CALCULATOR_TEXTS.invalidPrice).toBe('Please enter a valid vehicle price');
    },
  );

  it.each([
    [{ price: 10_000, downPayment: -5 }, 'downPayment'],
    [{ price: 10_000, downPayment: 10_000 }, 'downPayment'],
    [{ price: 10_000, termMonths: 12 }, 'termMonths'],
    [{ price: 10_000, termMonths: 96 }, 'termMonths'],
    [{ price: 10_000, termMonths: 50 }, 'termMonths'],
    [{ price: 10_000, ratePercent: -1 }, 'ratePercent'],
    [{ price: 10_000, ratePercent: 41 }, 'ratePercent'],
  ])('names the field of %p', (input, field) => {
    const result = calculatePayment(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.field).toBe(field);
  });
});
