import {
  DEAL_RATING_MIN_COMPARABLES,
  type DealRating,
  type DealRatingLevel,
  type VehicleCategory,
} from '@market/contracts';

/** Model years compared together: 2016–2018, 2019–2021, 2022–2024, … */
export const YEAR_BAND = 3;

export function yearBand(year: number): { from: number; to: number } {
  const from = Math.floor(year / YEAR_BAND) * YEAR_BAND;
  return { from, to: from + YEAR_BAND - 1 };
}

/** The comparable set a listing belongs to: category, make, model and year band. */
export function segmentOf(listing: {
  category: VehicleCategory | string;
  make: string;
  model: string;
  year: number;
}): string {
  return `${listing.category}|${listing.make}|${listing.model}|${yearBand(listing.year).from}`;
}

/**
 * The price against the market price (the comparables' median), as a share of it: at or
 * below −10 % great, −3 % good, within ±3 % fair, up to +10 % high, above that overpriced.
 */
export const DEAL_THRESHOLDS: readonly [number, DealRatingLevel][] = [
  [-0.1, 'great'],
  [-0.03, 'good'],
  [0.03, 'fair'],
  [0.1, 'high'],
];

export function levelFor(price: number, marketPrice: number): DealRatingLevel {
  const difference = (price - marketPrice) / marketPrice;
  for (const [limit, level] of DEAL_THRESHOLDS) if (difference <= limit) return level;
  return 'overpriced';
}

/** The median of ascending prices. */
export function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A listing's deal rating from the ascending prices of its segment's active listings
 * (`segmentPrices`), which include its own price when `includesSelf`: that one is left out,
 * a listing is not its own comparable.
 */
export function rateDeal(
  listing: { id: string; year: number; price: number },
  segmentPrices: readonly number[],
  includesSelf: boolean,
): DealRating {
  let others = segmentPrices;
  if (includesSelf) {
    const at = segmentPrices.indexOf(listing.price);
    others =
      at < 0 ? segmentPrices : [...segmentPrices.slice(0, at), ...segmentPrices.slice(at + 1)];
  }
  const band = yearBand(listing.year);
  const base = {
    listingId: listing.id,
    comparables: others.length,
    yearFrom: band.from,
    yearTo: band.to,
  };
  if (others.length < DEAL_RATING_MIN_COMPARABLES || listing.price <= 0)
    return { ...base, rating: null, marketPrice: null };
  const marketPrice = Math.round(median(others));
  return { ...base, rating: levelFor(listing.price, marketPrice), marketPrice };
}
