import type { SiteSettings } from '@market/contracts';

const STORAGE_KEY = 'wheelbase.siteSettings';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage throws on access
  }
}

/** SiteSettings' shape (siteSettingsSchema), checked by hand: the first load carries no zod. */
const TEXT_FIELDS = ['siteName'] as const;
const OPTIONAL_FIELDS = [
  'contactEmail',
  'contactPhone',
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'youtubeUrl',
  'logoUrl',
] as const;

function asSiteSettings(value: unknown): SiteSettings | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((key) => typeof record[key] === 'string')) return undefined;
  if (!OPTIONAL_FIELDS.every((key) => record[key] === null || typeof record[key] === 'string'))
    return undefined;
  const settings = { siteName: record.siteName } as Record<string, unknown>;
  for (const key of OPTIONAL_FIELDS) settings[key] = record[key];
  return settings as SiteSettings;
}

/** The last good settings of an earlier visit, so a set logo shows from the first paint. */
export function rememberedSettings(
  storage: Storage | null = browserStorage(),
): SiteSettings | undefined {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return asSiteSettings(raw ? JSON.parse(raw) : null);
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
