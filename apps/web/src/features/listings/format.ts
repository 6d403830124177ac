import type {
  Condition,
  FuelType,
  Listing,
  ListingStatus,
  ListingSummary,
  Transmission,
  VehicleCategory,
} from '@market/contracts';
import { formatWholeDollars, formatWholeNumber } from '../../lib/numbers';

// Dates and phone links are shared with messages (lib/format); listings' face keeps them.
export { formatDate, formatLongDate, telHref } from '../../lib/format';

// Labels are repeated here (not imported as values) so listing pages do not pull zod in
// with the contracts package; the Record types keep them in step with the enums.
export const CONDITION_LABELS: Record<Condition, string> = {
  new: 'New',
  used: 'Used',
  certified_pre_owned: 'Certified Pre-Owned',
};
export const TRANSMISSION_LABELS: Record<Transmission, string> = {
  automatic: 'Automatic',
  manual: 'Manual',
  cvt: 'CVT',
};
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  plug_in_hybrid: 'Plug-in Hybrid',
  electric: 'Electric',
};
export const STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  sold: 'Sold',
  inactive: 'Inactive',
};
export const CATEGORY_LABELS: Record<VehicleCategory, string> = {
  cars: 'Cars',
  motorcycles: 'Motorcycles',
  trucks: 'Trucks',
};

/** SPEC §9: US dollars without decimals ("$24,999" for 24999.49). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'Price on request';
  return formatWholeDollars(price);
}

/** SPEC §9: thousands separators plus " miles", or "N/A" when unknown. */
export function formatMileage(mileage: number | null | undefined): string {
  if (mileage === null || mileage === undefined || !Number.isFinite(mileage)) return 'N/A';
  return `${formatWholeNumber(mileage)} miles`;
}

export function formatCount(n: number): string {
  return formatWholeNumber(n);
}

/** "Austin, TX", "Austin", "TX" or null when neither is known. */
export function formatLocation(
  listing: Pick<ListingSummary, 'locationCity' | 'locationState'>,
): string | null {
  const parts = [listing.locationCity, listing.locationState].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** The vehicle page of a listing: /cars/:id, /motorcycles/:id or /trucks/:id. */
export function vehiclePath(listing: Pick<ListingSummary, 'id' | 'category'>): string {
  return `/${listing.category}/${listing.id}`;
}

/** Status shown in the tables: a sold flag wins over the stored status (SPEC §4 rep view). */
export function displayStatus(listing: Pick<ListingSummary, 'status' | 'isSold'>): ListingStatus {
  return listing.isSold ? 'sold' : listing.status;
}

/** "/financing?vehicle=<id>&price=<price>" for the Pricing Tools links. */
export function financingPath(listing: Pick<Listing, 'id' | 'price'>): string {
  const query = new URLSearchParams({ vehicle: listing.id, price: String(listing.price) });
  return `/financing?${query.toString()}`;
}

/** A mailto: link with a prefilled test-drive request for the seller. */
export function testDriveMailto(
  listing: Pick<Listing, 'title' | 'contact'>,
  pageUrl: string,
): string | null {
  const email = listing.contact.email?.trim();
  if (!email) return null;
  const greeting = listing.contact.name ? `Hello ${listing.contact.name},` : 'Hello,';
  const subject = `Test drive request: ${listing.title}`;
  const body = [
    greeting,
    '',
    `I would like to schedule a test drive of the ${listing.title} (${pageUrl}).`,
    'Which days and times would suit you?',
    '',
    'Thank you,',
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
