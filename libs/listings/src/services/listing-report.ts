import type { ListingRecord } from '../repositories/listing.repository.js';

/** The report's columns, in order: header → value. */
const COLUMNS: [string, (listing: ListingRecord) => unknown][] = [
  ['id', (l) => l.id],
  ['title', (l) => l.title],
  ['category', (l) => l.category],
  ['make', (l) => l.makeLabel],
  ['model', (l) => l.modelLabel],
  ['year', (l) => l.year],
  ['price', (l) => l.price],
  ['mileage', (l) => l.mileage],
  ['condition', (l) => l.condition],
  ['status', (l) => l.status],
  ['featured', (l) => l.isFeatured],
  ['city', (l) => l.locationCity],
  ['state', (l) => l.locationState],
  ['dealer_id', (l) => l.dealerId],
  ['sales_rep_id', (l) => l.salesRepId],
  ['user_id', (l) => l.userId],
  ['views', (l) => l.viewsCount],
  ['favorites', (l) => l.favoritesCount],
  ['created_at', (l) => l.createdAt.toISOString()],
];

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break; a leading = + - @
 * is defused with an apostrophe so a spreadsheet never runs seller text as a formula.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const REPORT_HEADER = `${COLUMNS.map(([name]) => name).join(',')}\r\n`;

export function reportLine(listing: ListingRecord): string {
  return `${COLUMNS.map(([, value]) => csvField(value(listing))).join(',')}\r\n`;
}

/** The whole report, a page of listings at a time in id order: memory stays flat however many there are. */
export async function* listingReport(
  page: (after: string | undefined) => Promise<ListingRecord[]>,
): AsyncGenerator<string> {
  yield REPORT_HEADER;
  let after: string | undefined;
  for (;;) {
    const listings = await page(after);
    if (listings.length === 0) return;
    yield listings.map(reportLine).join('');
    after = listings[listings.length - 1].id;
  }
}
