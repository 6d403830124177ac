// Whole numbers and dollars as en-US writes them ("1,234", "$24,999"), without Intl: the
// first Intl.NumberFormat (or Number#toLocaleString) of a page loads the number data of
// its ICU locale, 40-55 ms of main thread on the 2-core reference machine (four times that
// on Lighthouse's phone), and the public pages' first render formats prices and counts.

/** "1,234" for 1234.4; "-1,235" for -1234.5 (rounded half away from zero, as Intl). */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value));
  const digits = rounded.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** "$24,999" for 24999.49; "-$5" for -5 (whole US dollars, as SPEC §9 writes prices). */
export function formatWholeDollars(value: number): string {
  const whole = formatWholeNumber(value);
  return whole.startsWith('-') ? `-$${whole.slice(1)}` : `$${whole}`;
}

/** "$466.08": US dollars with cents (the payment calculator's results, SPEC §9). */
export function formatDollarsAndCents(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const cents = roundToCents(Math.abs(value));
  const digits = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && cents !== 0 ? '-' : '';
  return `${sign}$${digits}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Whole cents of a non-negative amount, rounding its shortest decimal form half up as Intl
 * does (0.015 → 2 cents, though the double is a hair under 0.015).
 */
function roundToCents(amount: number): number {
  const written = amount.toString();
  if (written.includes('e')) return Math.round(amount * 100);
  const [whole, fraction = ''] = written.split('.');
  const cents = Number(whole + fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.length > 2 && fraction[2] >= '5' ? cents + 1 : cents;
}
