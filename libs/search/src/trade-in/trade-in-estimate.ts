import {
  TRADE_IN_MIN_COMPARABLES,
  TRADE_IN_TEXTS,
  TRADE_IN_YEAR_BAND,
  type TradeInEstimate,
} from '@market/contracts';

/** One comparable listing: its asking price, mileage and model year. */
export interface Comparable {
  price: number;
  mileage: number;
  year: number;
}

/**
 * The model behind Trade-In Value, chosen to be explainable on the page:
 * - comparables: active listings of the same make and model, ±2 model years;
 * - each asking price is moved to the buyer's vehicle: +4 % for every 10,000 miles the
 *   comparable has more (−4 % for fewer), and +6 % for every model year the buyer's is newer,
 *   capped at ±40 % so one odd listing cannot swing it;
 * - the market value is the median of the adjusted prices, the range their quartiles;
 * - a dealer's trade-in offer is 80 % of that retail value (their margin and reconditioning).
 */
export const MILEAGE_ADJUSTMENT_PER_10K = 0.04;
export const YEAR_ADJUSTMENT = 0.06;
export const MAX_ADJUSTMENT = 0.4;
export const TRADE_IN_SHARE = 0.8;

export function yearBand(year: number): { yearFrom: number; yearTo: number } {
  return { yearFrom: year - TRADE_IN_YEAR_BAND, yearTo: year + TRADE_IN_YEAR_BAND };
}

export function adjustedPrice(
  comparable: Comparable,
  vehicle: { year: number; mileage: number },
): number {
  const byMileage = (MILEAGE_ADJUSTMENT_PER_10K * (comparable.mileage - vehicle.mileage)) / 10_000;
  const byYear = YEAR_ADJUSTMENT * (vehicle.year - comparable.year);
  const factor = 1 + Math.max(-MAX_ADJUSTMENT, Math.min(MAX_ADJUSTMENT, byMileage + byYear));
  return comparable.price * factor;
}

/** The q-quantile of sorted values, interpolated between neighbours. */
export function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

const roundTo10 = (n: number) => Math.round(n / 10) * 10;

export function estimateTradeIn(
  vehicle: { year: number; mileage: number },
  comparables: Comparable[],
): TradeInEstimate {
  const band = yearBand(vehicle.year);
  const usable = comparables.filter(
    (c) => c.price > 0 && c.mileage >= 0 && c.year >= band.yearFrom && c.year <= band.yearTo,
  );
  if (usable.length < TRADE_IN_MIN_COMPARABLES)
    return {
      status: 'not_enough_data',
      comparables: usable.length,
      ...band,
      message: TRADE_IN_TEXTS.notEnoughData,
    };
  const adjusted = usable.map((c) => adjustedPrice(c, vehicle)).sort((a, b) => a - b);
  const market = quantile(adjusted, 0.5);
  return {
    status: 'estimate',
    comparables: usable.length,
    ...band,
    low: roundTo10(quantile(adjusted, 0.25) * TRADE_IN_SHARE),
    value: roundTo10(market * TRADE_IN_SHARE),
    high: roundTo10(quantile(adjusted, 0.75) * TRADE_IN_SHARE),
    marketValue: Math.round(market),
  };
}
