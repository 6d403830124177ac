import type { SiteSettings } from '@market/contracts';
import { api } from '../../../lib/api';

const FIELDS = [
  'contactEmail',
  'contactPhone',
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'youtubeUrl',
  'logoUrl',
] as const;

/** A shape check in place of the zod schema, which the first-load bundle leaves out. */
export function isSiteSettings(value: unknown): value is SiteSettings {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.siteName === 'string' &&
    FIELDS.every((field) => record[field] === null || typeof record[field] === 'string')
  );
}

/** GET /api/content/settings: public, so no token and no refresh on a 401. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  // 'no-cache' revalidates with the server: its `max-age=30` is for shared caches, while a
  // reload right after an admin change must show the change (the SPA polls every 30 s itself).
  const body = await api.get<unknown>('/content/settings', { auth: false, cache: 'no-cache' });
  if (!isSiteSettings(body)) throw new Error('The site settings answer has an unexpected shape');
  return body;
}
