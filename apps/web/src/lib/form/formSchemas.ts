import { z } from 'zod';

/**
 * A contract field read from a text control: blank text stands for `value` (null, undefined)
 * before the contract's own rules apply.
 */
export function blankAs<T extends z.ZodType>(value: null | undefined, schema: T) {
  return z.preprocess(
    (input) => (typeof input === 'string' && input.trim() === '' ? value : input),
    schema,
  );
}
