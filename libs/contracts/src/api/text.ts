import { z } from 'zod';

/**
 * The one rule for text that people type: no control characters. PostgreSQL cannot store
 * a NUL at all (a 500 rather than an answer), and the rest (bell, escape, the C1 block,
 * DEL) are never typed by a person but do confuse logs, terminals and e-mail headers.
 * Tab, line feed and carriage return stay allowed in multi-line text. The services apply
 * the same rule to every string of every request (query, path and body) before their
 * schemas run (libs/platform's control-character pipe), so no route can forget it; the
 * helpers below carry it into the schemas the SPA's forms validate with.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The message that names the field: "firstName must not contain control characters (such as a NUL byte)." */
export function controlCharacterMessage(field: string): string {
  return `${field} must not contain control characters (such as a NUL byte).`;
}

/** A string with the rule applied: one line by default, or several with `multiline`. */
export const plainText = (label: string, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .refine((v) => !hasControlCharacter(v), { message: controlCharacterMessage(label) })
    .refine((v) => options.multiline || !LINE_BREAK.test(v.trim()), {
      message: `${label} must be on one line.`,
    });

/** Required text: blank is `message` (default "<label> is required."). */
export const requiredText = (
  max: number,
  label: string,
  message = `${label} is required.`,
  options: { multiline?: boolean } = {},
) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText(label, options));

/** Optional text: a blank form field arrives as '' and is stored as null (SPEC.md §5). */
export const optionalText = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText(label, options))
    .nullish()
    .transform((v) => (v ? v : null));

/** A search or filter box: blank means no filter (undefined). */
export const searchText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText(label))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A name typed where a list had no entry (a make or model through "Other"): markup and
 * characters a name never needs are removed, so `<img src=x onerror=…>` cannot reach a
 * title, and what remains must still hold a letter or digit.
 */
export function stripMarkup(value: string): string {
  return value
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>"`{}\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const freeTextName = (max: number, label: string) =>
  plainText(label)
    .transform(stripMarkup)
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .regex(/[\p{L}\p{N}]/u, `${label} must contain letters or digits.`),
    );
