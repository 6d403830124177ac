/**
 * The vehicles picked for /compare (issue 18): at most four, kept in this browser between
 * pages; /compare itself reads them from its URL (`?ids=a,b`), so a comparison can be shared.
 */
export const MAX_COMPARE = 4;
const KEY = 'wheelbase.compare';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of a `?ids=` value: listing ids only, each once, the first four. */
export function parseCompareIds(value: string | null | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

export function comparePath(ids: readonly string[]): string {
  return ids.length ? `/compare?ids=${ids.join(',')}` : '/compare';
}

/** Adds or removes `id`; a fifth is refused (the list stays as it was). */
export function toggled(ids: readonly string[], id: string): { ids: string[]; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), full: false };
  if (ids.length >= MAX_COMPARE) return { ids: [...ids], full: true };
  return { ids: [...ids, id], full: false };
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: string[] } = { raw: null, ids: [] };

function read(): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // storage blocked: the list lives for this page only
    return cache.ids;
  }
  if (raw !== cache.raw) cache = { raw, ids: parseCompareIds(raw) };
  return cache.ids;
}

export const compareStore = {
  get: read,
  set(ids: readonly string[]) {
    const next = parseCompareIds(ids.join(','));
    try {
      window.localStorage.setItem(KEY, next.join(','));
    } catch {
      cache = { raw: null, ids: next };
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === KEY && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
