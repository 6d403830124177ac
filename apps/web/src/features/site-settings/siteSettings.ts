import type { SiteSettings } from '@market/contracts';
import { SITE_NAME } from '../../lib/useDocumentTitle';

/** Shown until the settings arrive, and when they name no address. */
export const DEFAULT_CONTACT_EMAIL = 'support@wheelbase.example';

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export interface ResolvedSiteSettings {
  siteName: string;
  contactEmail: string;
  contactPhone: string | null;
  /** Null: the text wordmark. */
  logoUrl: string | null;
  socialLinks: SocialLink[];
}

const NETWORKS: { network: SocialNetwork; label: string; field: keyof SiteSettings }[] = [
  { network: 'facebook', label: 'Facebook', field: 'facebookUrl' },
  { network: 'twitter', label: 'X (Twitter)', field: 'twitterUrl' },
  { network: 'instagram', label: 'Instagram', field: 'instagramUrl' },
  { network: 'youtube', label: 'YouTube', field: 'youtubeUrl' },
];

/**
 * SPEC §7: a stored link that does not start with http gets https://. The server applies the
 * rule already; applying it here too keeps any other scheme (javascript:) out of an href.
 */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

const present = (value: string | null | undefined): value is string => !!value && !!value.trim();

/** The settings with the build-time defaults filled in; only the social links that are set. */
export function resolveSiteSettings(settings: SiteSettings | null): ResolvedSiteSettings {
  return {
    siteName: present(settings?.siteName) ? settings.siteName : SITE_NAME,
    contactEmail: present(settings?.contactEmail) ? settings.contactEmail : DEFAULT_CONTACT_EMAIL,
    contactPhone: present(settings?.contactPhone) ? settings.contactPhone : null,
    logoUrl: present(settings?.logoUrl) ? settings.logoUrl : null,
    socialLinks: NETWORKS.flatMap(({ network, label, field }) => {
      const url = settings?.[field];
      return present(url) ? [{ network, label, url: withHttps(url) }] : [];
    }),
  };
}
