import { z } from 'zod';
import { vehicleCategorySchema } from './vehicles.js';

/** SPEC.md §5: a stored social link that does not start with http gets an https:// prefix. */
export function withHttps(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const optionalLink = z
  .string()
  .trim()
  .max(300, 'Links must be at most 300 characters')
  .nullish()
  .transform((v) => withHttps(v));

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
  siteName: z.string().trim().min(1, 'Site name is required').max(80),
  contactEmail: z
    .email('Please enter a valid e-mail address')
    .nullish()
    .transform((v) => v ?? null),
  contactPhone: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  facebookUrl: optionalLink,
  twitterUrl: optionalLink,
  instagramUrl: optionalLink,
  youtubeUrl: optionalLink,
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
  title: z
    .string()
    .trim()
    .max(120, 'Title must be at most 120 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  subtitle: z
    .string()
    .trim()
    .max(300, 'Subtitle must be at most 300 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  isActive: z.boolean().default(false),
});
