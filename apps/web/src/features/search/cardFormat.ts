import type { ListingCard } from '@market/contracts';
import { formatWholeNumber } from '../../lib/numbers';

const CARD_FILE = /\/card\.webp(\?.*)?$/;

/** Another stored variant next to a card photo URL, when the URL follows the media layout. */
function variantUrl(cardUrl: string | null | undefined, variant: 'medium' | 'full'): string | null {
  if (!cardUrl || !CARD_FILE.test(cardUrl)) return null;
  return cardUrl.replace(CARD_FILE, `/${variant}.webp$1`);
}

/** The full-size (1600 px) variant next to a card photo URL, when the URL follows the media layout. */
export function fullImageUrl(cardUrl: string | null | undefined): string | null {
  return variantUrl(cardUrl, 'full');
}

/**
 * The responsive sources of a card photo: the 640 px card, the 960 px medium (what a phone at
 * DPR 1.75–2 needs for a full-width card) and the 1600 px full variant.
 */
export function cardSrcSet(cardUrl: string | null | undefined): string | undefined {
  const medium = variantUrl(cardUrl, 'medium');
  const full = variantUrl(cardUrl, 'full');
  return medium && full ? `${cardUrl} 640w, ${medium} 960w, ${full} 1600w` : undefined;
}

/** "12 mi away" for a search around a ZIP; null otherwise. */
export function formatDistance(card: Pick<ListingCard, 'distanceMiles'>): string | null {
  const miles = card.distanceMiles;
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return null;
  return miles < 1 ? 'Under 1 mi away' : `${formatWholeNumber(miles)} mi away`;
}

/** "1 vehicle", "1,234 vehicles". */
export function formatResultCount(total: number): string {
  return `${formatWholeNumber(total)} ${total === 1 ? 'vehicle' : 'vehicles'}`;
}

export const FALLBACK_DESCRIPTION =
  'Exceptional vehicle with premium features and outstanding performance.';

/** The slide text: the listing's description shortened to a sentence or two (SPEC §9 fallback). */
export function slideDescription(description: string | null | undefined, max = 160): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return FALLBACK_DESCRIPTION;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[\s,.;:-]+$/, '')}…`;
}
