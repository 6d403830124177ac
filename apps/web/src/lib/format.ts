// Formatting shared by features that must not import each other (listings, messages).

/** "Mar 5, 2026" from an ISO timestamp; the input unchanged when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A tel: link that keeps only what a dialler needs (digits and a leading +). */
export function telHref(phone: string | null | undefined): string | null {
  const cleaned = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return cleaned.replace('+', '').length >= 3 ? `tel:${cleaned}` : null;
}
