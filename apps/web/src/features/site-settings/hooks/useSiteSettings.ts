import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { rememberedSettings, rememberSettings } from '../rememberedSettings';
import { resolveSiteSettings, type ResolvedSiteSettings } from '../siteSettings';

/** SPEC §7/§9: the settings (the logo above all) are read again every 30 seconds and on focus. */
export const SETTINGS_REFRESH_MS = 30_000;

/** The admin's site settings, with defaults where they are unset or not loaded (SPEC §1, §8). */
export function useSiteSettings(): ResolvedSiteSettings {
  const { data, error } = useQuery({
    // 'no-cache' revalidates with the server: its `max-age=30` is for shared caches, while a
    // reload right after an admin change must show the change.
    ...routeQuery(contentRoutes.settings, { cache: 'no-cache' }),
    initialData: rememberedSettings,
    // What an earlier visit remembered is shown at once and read again straight away.
    initialDataUpdatedAt: 0,
    refetchInterval: SETTINGS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
  useEffect(() => {
    if (data) rememberSettings(data);
  }, [data]);
  useEffect(() => {
    // SPEC §8: logged; the last good settings (or the wordmark and defaults) stay.
    if (error) console.warn('Failed to load site settings', error);
  }, [error]);
  return useMemo(() => resolveSiteSettings(data ?? null), [data]);
}
