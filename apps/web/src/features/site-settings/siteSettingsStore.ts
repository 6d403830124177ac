import type { SiteSettings } from '@market/contracts';

/** SPEC §7/§9: the settings (the logo above all) are read again every 30 seconds. */
export const SETTINGS_REFRESH_MS = 30_000;
const STORAGE_KEY = 'wheelbase.siteSettings';

export interface SiteSettingsStoreOptions {
  load: () => Promise<SiteSettings>;
  intervalMs?: number;
  /** Where 'focus' is listened for (the window); none in tests that do not need it. */
  focusTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** A hidden tab skips the timed reads; focusing it reads at once. */
  isHidden?: () => boolean;
  /** Remembers the last good settings across visits, so a set logo shows from the first paint. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  warn?: (message: string, error: unknown) => void;
}

export interface SiteSettingsStore {
  /** The last settings read successfully; null before the first one (or after none ever was). */
  get(): SiteSettings | null;
  /** The first subscriber starts the reads (now, timed and on focus); the last one stops them. */
  subscribe(listener: () => void): () => void;
  /** One read; calls made while one is under way share it. */
  refresh(): Promise<void>;
}

function remembered(
  storage: SiteSettingsStoreOptions['storage'],
  isValid: (value: unknown) => value is SiteSettings,
): SiteSettings | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createSiteSettingsStore(
  options: SiteSettingsStoreOptions,
  isValid: (value: unknown) => value is SiteSettings,
): SiteSettingsStore {
  const {
    load,
    intervalMs = SETTINGS_REFRESH_MS,
    focusTarget = null,
    isHidden = () => false,
    storage = null,
    warn = (message, error) => console.warn(message, error),
  } = options;
  const listeners = new Set<() => void>();
  let current = remembered(storage, isValid);
  let currentJson = current ? JSON.stringify(current) : null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  function refresh(): Promise<void> {
    inFlight ??= load()
      .then((next) => {
        const json = JSON.stringify(next);
        // Unchanged settings keep their object, so nothing re-renders every 30 s.
        if (json === currentJson) return;
        current = next;
        currentJson = json;
        try {
          storage?.setItem(STORAGE_KEY, json);
        } catch {
          // Storage full or blocked: the settings still apply to this visit.
        }
        for (const listener of [...listeners]) listener();
      })
      .catch((error: unknown) => {
        // SPEC §8: logged; the last good settings (or the wordmark and defaults) stay.
        warn('Failed to load site settings', error);
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  const onFocus = () => void refresh();
  const onTick = () => {
    if (!isHidden()) void refresh();
  };

  return {
    get: () => current,
    refresh,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        void refresh();
        timer = setInterval(onTick, intervalMs);
        focusTarget?.addEventListener('focus', onFocus);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
          focusTarget?.removeEventListener('focus', onFocus);
        }
      };
    },
  };
}
