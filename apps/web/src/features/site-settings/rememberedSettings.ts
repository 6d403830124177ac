import { siteSettingsSchema, type SiteSettings } from '@market/contracts';

const STORAGE_KEY = 'wheelbase.siteSettings';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage throws on access
  }
}

/** The last good settings of an earlier visit, so a set logo shows from the first paint. */
export function rememberedSettings(
  storage: Storage | null = browserStorage(),
): SiteSettings | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed = siteSettingsSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSettings(
  settings: SiteSettings,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply to this visit.
  }
}
