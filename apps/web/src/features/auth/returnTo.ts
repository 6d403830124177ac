/**
 * Sign-in returns to the page and the action that asked for it (issue 18): "Save", "Add
 * New Listing", "Message seller" and the guarded routes send the visitor to
 * `/auth?return=<path>`, and the page they come back to finishes the action it names with
 * `intent` (e.g. `/cars/42?intent=save`). Only a path of this site is followed, never
 * another origin.
 */

export type ReturnIntent = 'save' | 'message' | 'compare';

/**
 * The path back to `path` (which may carry a query), with the action to finish there and,
 * where the page shows many vehicles, the one it is about (`intent_id`).
 */
export function returnPathWith(path: string, intent?: ReturnIntent, id?: string): string {
  if (!intent) return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('intent', intent);
  if (id) params.set('intent_id', id);
  return `${pathname}?${params.toString()}`;
}

/** The sign-in page, set to come back to `path` afterwards. */
export function signInPath(path: string, intent?: ReturnIntent, id?: string): string {
  return `/auth?${new URLSearchParams({ return: returnPathWith(path, intent, id) }).toString()}`;
}

const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 32);

/** A path of this site (`/x`, not `//evil.example` or `/\evil`), else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter(value)) return null;
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return null;
  return value.length <= 2000 ? value : null;
}

/** Where /auth returns to: `?return=`, else the `from` a route guard put in the history state. */
export function returnPathOf(search: string, state: unknown): string | null {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get('return'));
  if (fromQuery) return fromQuery;
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : null;
  return safeReturnPath(from);
}
