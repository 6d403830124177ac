export { useSiteSettings, SETTINGS_REFRESH_MS } from './hooks/useSiteSettings';
export {
  resolveSiteSettings,
  withHttps,
  DEFAULT_CONTACT_EMAIL,
  type ResolvedSiteSettings,
  type SocialLink,
  type SocialNetwork,
} from './siteSettings';
