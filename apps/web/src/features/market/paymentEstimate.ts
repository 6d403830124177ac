import { formatWholeDollars } from '../../lib/numbers';

/**
 * The monthly payment shown on cards (issue 18), with SPEC.md §5's calculator defaults:
 * 60 months at 4.5 % a year, 10 % down. A rate of 0 divides the financed amount evenly;
 * otherwise the standard amortised payment. (The financing calculator may replace this with
 * a shared one; the formula is the same.)
 */
export const ESTIMATE_TERMS = {
  months: 60,
  annualRatePercent: 4.5,
  downPaymentPercent: 10,
} as const;

export function monthlyPayment(
  price: number,
  terms: { months: number; annualRatePercent: number; downPaymentPercent: number } = ESTIMATE_TERMS,
): number | null {
  if (!(price > 0) || !(terms.months > 0)) return null;
  const financed = price * (1 - terms.downPaymentPercent / 100);
  const rate = terms.annualRatePercent / 100 / 12;
  if (rate === 0) return financed / terms.months;
  return (financed * rate) / (1 - (1 + rate) ** -terms.months);
}

/** "Est. $336/mo", or null for a price that cannot be financed. */
export function formatMonthlyEstimate(price: number): string | null {
  const payment = monthlyPayment(price);
  return payment === null ? null : `Est. ${formatWholeDollars(payment)}/mo`;
}

export const formatDollars = (value: number) => formatWholeDollars(value);
