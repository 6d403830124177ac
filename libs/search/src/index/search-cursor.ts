// The errors alone: search workers load this file, and the whole platform would cost each ~40 MB.
import { ValidationError } from '@market/platform/errors';

/**
 * Keyset paging: the cursor is the sort value and id of the last card shown, so a page
 * costs the same at any depth and listings added meanwhile neither repeat nor vanish.
 */
export interface SearchCursor {
  /** The sort key of the last card (a number, or an ISO date for "newest"). */
  value: number | string | null;
  id: string;
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string | undefined): SearchCursor | null {
  if (!text) return null;
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as [
      unknown,
      unknown,
    ];
    const valueOk = value === null || typeof value === 'number' || typeof value === 'string';
    if (valueOk && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))
      return { value: value as SearchCursor['value'], id };
  } catch {
    // fall through to the error below
  }
  throw new ValidationError('The cursor is not valid; start the search again.', [
    { path: 'cursor', message: 'cursor is not valid' },
  ]);
}
