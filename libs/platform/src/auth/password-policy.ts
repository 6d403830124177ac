import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from '@market/contracts';
import { ValidationError } from '../http/app-errors.js';

/** How many of the most used passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the 10,000 most common passwords, which attackers try first. Please choose a less common one.';

let common: Promise<Set<string>> | undefined;

/**
 * The most used passwords, most used first, from @zxcvbn-ts/language-common's list (drawn
 * from leaked password sets, maintained with zxcvbn-ts). Loaded on first use (~60 ms), so
 * processes that never check a password do not pay for it.
 */
export function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT)),
  );
  return common;
}

/**
 * Why a new password is refused, or null. SPEC.md's minimum of 6 characters is the
 * contracts' rule; this adds what a length cannot catch: spaces alone and the passwords
 * everyone tries first (compared without case: "Password1" is "password1").
 */
export async function passwordProblem(password: string): Promise<string | null> {
  if (isBlankPassword(password)) return BLANK_PASSWORD_MESSAGE;
  if ((await commonPasswords()).has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}

/** Throws the 400 naming `field` when `password` may not be used. */
export async function assertAcceptablePassword(
  password: string,
  field = 'password',
): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem) throw new ValidationError(problem, [{ path: field, message: problem }]);
}
