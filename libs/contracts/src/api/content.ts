import { z } from 'zod';
import { optionalText, plainText } from './text.js';
import { vehicleCategorySchema } from './vehicles.js';

/** SPEC.md §5: a stored social link that does not start with http gets an https:// prefix. */
export function withHttps(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** An absolute http(s) address with a real host name, nothing a browser would misread. */
export function isWebAddress(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'https:' || protocol === 'http:') && hostname.includes('.');
  } catch {
    return false;
  }
}

/** A social link as saved: blank clears it, a missing scheme becomes https:// (SPEC.md §5). */
const optionalLink = (network: string, example: string) =>
  z
    .string()
    .trim()
    .max(300, `The ${network} link must be at most 300 characters.`)
    .nullish()
    .transform((v) => withHttps(v))
    .refine((v) => v === null || isWebAddress(v), {
      message: `The ${network} link must be a web address, such as https://${example}.`,
    });

/** GET /api/content/settings: what the header and footer show. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  /** Null: the SPA shows the text wordmark. */
  logoUrl: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PUT /api/admin/content/settings (the logo has its own upload route). */
export const updateSiteSettingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Site name is required').max(80).pipe(plainText('Site name')),
  // A cleared form field arrives as '': that removes the address rather than failing.
  contactEmail: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email('Please enter a valid e-mail address').max(254).nullable()),
  contactPhone: optionalText(40, 'Contact phone'),
  facebookUrl: optionalLink('Facebook', 'facebook.com/yourpage'),
  twitterUrl: optionalLink('Twitter', 'x.com/yourname'),
  instagramUrl: optionalLink('Instagram', 'instagram.com/yourname'),
  youtubeUrl: optionalLink('YouTube', 'youtube.com/@yourchannel'),
});
export type UpdateSiteSettings = z.input<typeof updateSiteSettingsSchema>;

/** SPEC.md §9 default hero titles. */
export const DEFAULT_HERO_TITLES = {
  cars: 'Find Cars for Sale',
  motorcycles: 'Find Motorcycles for Sale',
  trucks: 'Find Trucks for Sale',
} as const;

export const heroSectionSchema = z.object({
  category: vehicleCategorySchema,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  /** 2400 px wide WebP; `backgroundImageSmallUrl` is 1200 px for phones. */
  backgroundImageUrl: z.string().nullable(),
  backgroundImageSmallUrl: z.string().nullable(),
  isActive: z.boolean(),
  defaultTitle: z.string(),
});
export type HeroSection = z.infer<typeof heroSectionSchema>;

export const updateHeroSectionSchema = z.object({
  title: optionalText(120, 'Title'),
  subtitle: optionalText(300, 'Subtitle'),
  isActive: z.boolean().default(false),
});
