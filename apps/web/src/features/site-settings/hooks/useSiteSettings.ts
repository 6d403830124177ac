import { useMemo, useSyncExternalStore } from 'react';
import { fetchSiteSettings, isSiteSettings } from '../api/siteSettingsApi';
import { resolveSiteSettings, type ResolvedSiteSettings } from '../siteSettings';
import { createSiteSettingsStore } from '../siteSettingsStore';

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage throws on access
  }
}

/** One store for the whole app: every component shares its single read. */
const store = createSiteSettingsStore(
  {
    load: fetchSiteSettings,
    focusTarget: typeof window === 'undefined' ? null : window,
    isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    storage: browserStorage(),
  },
  isSiteSettings,
);

/** The admin's site settings, with defaults where they are unset or not loaded (SPEC §1, §8). */
export function useSiteSettings(): ResolvedSiteSettings {
  const settings = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(() => resolveSiteSettings(settings), [settings]);
}
