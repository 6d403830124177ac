// Formatting shared by features that must not import each other (listings, messages).

// Dates are written without Intl, as lib/numbers writes numbers: the first DateTimeFormat of
// a page (toLocaleDateString included) costs up to 45 ms of main thread on the 2-core
// reference machine, inside the vehicle page's first render. The words are en-US's, in
// the local time zone, as toLocaleDateString('en-US') writes them (checked in format.spec).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function written(iso: string, month: (index: number) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${month(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Mar 5, 2026" from an ISO timestamp; the input unchanged when it is not a date. */
export function formatDate(iso: string): string {
  return written(iso, (index) => MONTHS[index].slice(0, 3));
}

/** "March 5, 2026" from an ISO timestamp; the input unchanged when it is not a date. */
export function formatLongDate(iso: string): string {
  return written(iso, (index) => MONTHS[index]);
}

/** A tel: link that keeps only what a dialler needs (digits and a leading +). */
export function telHref(phone: string | null | undefined): string | null {
  const cleaned = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return cleaned.replace('+', '').length >= 3 ? `tel:${cleaned}` : null;
}
