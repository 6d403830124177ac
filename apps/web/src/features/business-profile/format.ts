import type { DealershipType } from '@market/contracts';
import { formatWholeNumber } from '../../lib/numbers';

// Repeated here (not imported as a value) so directory pages do not load zod with the
// contracts package; the Record type keeps it in step with DEALERSHIP_TYPES.
export const DEALERSHIP_TYPE_LABELS: Record<DealershipType, string> = {
  new_car: 'New Cars',
  used_car: 'Used Cars',
  both: 'New & Used Cars',
  motorcycle: 'Motorcycles',
  specialty: 'Specialty Vehicles',
};

/** Up to two letters for an avatar: "Sunset Auto Group" → "SA", "jo@x.com" → "JX". */
export function initials(name: string): string {
  const words = name
    .split(/[\s@._\-&]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** SPEC §9: ratings to one decimal ("4.0"), or null without reviews. */
export function formatRating(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  return (Math.round(rating * 10) / 10).toFixed(1);
}

export function reviewCountText(count: number): string {
  return count === 1 ? '1 review' : `${formatWholeNumber(count)} reviews`;
}

/** How much of each of the five stars is filled (0..1), for a rating between 0 and 5. */
export function starFills(rating: number | null | undefined): number[] {
  const value = Math.min(5, Math.max(0, rating ?? 0));
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, value - i)));
}

export function vehicleCountText(count: number): string {
  return count === 1 ? '1 vehicle in stock' : `${formatWholeNumber(count)} vehicles in stock`;
}

/** "Austin, TX" / "Austin" / "TX", or null. */
export function cityState(city: string | null, state: string | null): string | null {
  const parts = [city, state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Street on one line, "City, ST 12345" on the next; null when nothing is known. */
export function addressLines(a: {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string[] | null {
  const place = [cityState(a.city, a.state), a.zip?.trim()].filter(Boolean).join(' ');
  const lines = [a.street?.trim(), place].filter((l): l is string => !!l);
  return lines.length ? lines : null;
}

/** "dealer.example.com" from "https://www.dealer.example.com/" for a link's text. */
export function websiteLabel(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** A mailto: link with a subject, or null without an address. */
export function mailtoHref(email: string | null | undefined, subject?: string): string | null {
  const address = email?.trim();
  if (!address) return null;
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
