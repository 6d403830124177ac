/** SPEC §2: /listings?sales_rep_id= shows the vehicles a rep represents (a rep's id is their user id). */
export const repListingsPath = (repId: string) =>
  `/listings?sales_rep_id=${encodeURIComponent(repId)}`;

/** Where "become a rep" leads: the sign-up tab with the sales rep account type chosen. */
export const BECOME_A_REP_PATH = '/auth?tab=sign-up&account_type=sales_rep';

/** The first `max` specializations and how many more there are. */
export function visibleSpecializations(
  all: readonly string[],
  max = 3,
): { shown: string[]; more: number } {
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** "Toyota, trucks , EVs," → ["Toyota", "trucks", "EVs"]: the edit form's comma-separated field. */
export function parseSpecializations(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(',')) {
    const value = part.trim().replace(/\s+/g, ' ');
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      out.push(value);
    }
  }
  return out;
}
