import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { controlCharacterMessage, hasControlCharacter } from '@market/contracts';
import { ValidationError } from './app-errors.js';

const MAX_DEPTH = 20;

/** The path of the first string (or key) holding a control character, or null. */
export function findControlCharacter(
  value: unknown,
  path: string[] = [],
  depth = 0,
): string[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every string a request brings (JSON body, query string, path parameters) is refused with a
 * 400 naming the field when it holds a control character, before any schema or service sees
 * it: the contracts' text rule (libs/contracts/src/api/text.ts) applied once to every route,
 * including fields a schema lets through as plain strings (tokens, cursors, passwords).
 * A NUL would otherwise reach PostgreSQL, which cannot store one, and answer a 500.
 */
export class ControlCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const found = findControlCharacter(value, metadata.data ? [metadata.data] : []);
    if (!found) return value;
    const field = found.join('.') || metadata.type;
    const message = controlCharacterMessage(field);
    throw new ValidationError(message, [{ path: field, message }]);
  }
}
