import { z } from 'zod';
import { isWebAddress } from './content.js';
import { optionalText, plainText, requiredText } from './text.js';
import { pageOf } from './users.js';

// ---- shared ----

const pageQuery = (defaultSize: number, max: number) => ({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(max, `pageSize must be at most ${max}`)
    .default(defaultSize),
});

/** Markdown as an admin types it: several lines, no control characters. */
const markdown = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters`)
    .pipe(plainText(label, { multiline: true }));

// ---- news (SPEC.md §2 News, §3 news article, §9 categories) ----

/** SPEC.md §9: the category buttons; `all` is the filter that shows every category. */
export const NEWS_CATEGORIES = ['industry', 'reviews', 'trends', 'technology', 'events'] as const;
export const newsCategorySchema = z.enum(NEWS_CATEGORIES, {
  error: 'Category must be one of industry, reviews, trends, technology or events',
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  industry: 'Industry',
  reviews: 'Reviews',
  trends: 'Trends',
  technology: 'Technology',
  events: 'Events',
};

export const newsStatusSchema = z.enum(['draft', 'published'], {
  error: 'Status must be draft or published',
});
export type NewsStatus = z.infer<typeof newsStatusSchema>;

export const newsArticleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: newsCategorySchema,
  /** 1600 px wide WebP; `coverImageSmallUrl` is 640 px for cards. */
  coverImageUrl: z.string().nullable(),
  coverImageSmallUrl: z.string().nullable(),
  /** ISO time; null for a draft never published. */
  publishedAt: z.string().nullable(),
  status: newsStatusSchema,
  /** Minutes to read, from the body's words. */
  readingMinutes: z.number().int(),
});
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = newsArticleSummarySchema.extend({
  /** The Markdown body rendered to HTML on the server; raw HTML in it is shown as text. */
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const adminNewsArticleSchema = newsArticleSchema.extend({
  /** The Markdown the admin wrote. */
  body: z.string(),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

export const NEWS_PAGE_SIZE = 9;
export const newsListQuerySchema = z.object({
  category: z
    .enum(['all', ...NEWS_CATEGORIES], {
      error: 'category must be one of all, industry, reviews, trends, technology or events',
    })
    .default('all'),
  ...pageQuery(NEWS_PAGE_SIZE, 48),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;
export const newsPageSchema = pageOf(newsArticleSummarySchema);

export const adminNewsListQuerySchema = z.object({
  status: z.enum(['all', 'draft', 'published']).default('all'),
  ...pageQuery(20, 100),
});

export const saveNewsArticleSchema = z.object({
  title: requiredText(200, 'Title'),
  excerpt: requiredText(400, 'Excerpt', undefined, { multiline: true }),
  body: markdown(50_000, 'Body'),
  author: requiredText(100, 'Author'),
  category: newsCategorySchema,
  status: newsStatusSchema.default('draft'),
  /** ISO date or time; blank on a published article means now. A future date schedules it. */
  publishedAt: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), {
      message: 'Publish date must be a date, such as 2026-03-01',
    }),
});
export type SaveNewsArticle = z.input<typeof saveNewsArticleSchema>;

// ---- site reviews (SPEC.md §2 Reviews, §3 public review, §9 sorts and filters) ----

export const SITE_REVIEW_SORTS = [
  'newest',
  'oldest',
  'rating_high',
  'rating_low',
  'helpful',
] as const;
export const siteReviewSortSchema = z.enum(SITE_REVIEW_SORTS, {
  error: 'sort must be one of newest, oldest, rating_high, rating_low or helpful',
});
export type SiteReviewSort = z.infer<typeof siteReviewSortSchema>;
export const SITE_REVIEW_SORT_LABELS: Record<SiteReviewSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  rating_high: 'Highest rated',
  rating_low: 'Lowest rated',
  helpful: 'Most helpful',
};

export const siteReviewStatusSchema = z.enum(['pending', 'approved', 'hidden']);
export type SiteReviewStatus = z.infer<typeof siteReviewStatusSchema>;

const rating = z.coerce
  .number({ error: 'Rating must be between 1 and 5' })
  .int('Rating must be a whole number of stars')
  .min(1, 'Rating must be between 1 and 5')
  .max(5, 'Rating must be between 1 and 5');

export const siteReviewSchema = z.object({
  id: z.uuid(),
  reviewerName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  wouldRecommend: z.boolean(),
  vehicle: z.object({
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    trim: z.string().nullable(),
  }),
  helpfulCount: z.number().int(),
  /** Whether the signed-in caller marked it helpful (false when signed out). */
  votedHelpful: z.boolean(),
  /** Whether the caller wrote it (they cannot vote on their own review). */
  isOwn: z.boolean(),
  status: siteReviewStatusSchema,
  createdAt: z.string(),
});
export type SiteReview = z.infer<typeof siteReviewSchema>;

export const siteReviewStatsSchema = z.object({
  /** Approved reviews, all ratings. */
  count: z.number().int(),
  /** To one decimal; null with no reviews. */
  averageRating: z.number().nullable(),
  /** Approved reviews per star count, 1 to 5. */
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Whole percent of reviewers who would recommend the site; null with no reviews. */
  recommendPercent: z.number().int().nullable(),
});
export type SiteReviewStats = z.infer<typeof siteReviewStatsSchema>;

export const SITE_REVIEW_PAGE_SIZE = 10;
export const siteReviewListQuerySchema = z.object({
  /** Omitted (All) or 1–5 stars. */
  rating: z
    .union([z.literal(''), z.literal('all'), rating])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined)),
  sort: siteReviewSortSchema.default('newest'),
  ...pageQuery(SITE_REVIEW_PAGE_SIZE, 50),
});
export type SiteReviewListQuery = z.input<typeof siteReviewListQuerySchema>;
export const siteReviewPageSchema = pageOf(siteReviewSchema).extend({
  stats: siteReviewStatsSchema,
});

const thisYear = new Date().getFullYear();
export const createSiteReviewSchema = z.object({
  reviewerName: requiredText(80, 'Your name'),
  rating,
  title: requiredText(150, 'Title'),
  text: requiredText(5000, 'Review', undefined, { multiline: true }),
  pros: optionalText(1000, 'Pros', { multiline: true }),
  cons: optionalText(1000, 'Cons', { multiline: true }),
  wouldRecommend: z.boolean({ error: 'Please say whether you would recommend us' }),
  vehicleMake: requiredText(60, 'Make'),
  vehicleModel: requiredText(60, 'Model'),
  vehicleYear: z.coerce
    .number({ error: `Year must be between 1900 and ${thisYear + 1}` })
    .int(`Year must be between 1900 and ${thisYear + 1}`)
    .min(1900, `Year must be between 1900 and ${thisYear + 1}`)
    .max(thisYear + 1, `Year must be between 1900 and ${thisYear + 1}`),
  vehicleTrim: optionalText(60, 'Trim'),
});
export type CreateSiteReview = z.input<typeof createSiteReviewSchema>;

export const siteReviewHelpfulSchema = z.object({
  helpfulCount: z.number().int(),
  votedHelpful: z.boolean(),
});

export const adminSiteReviewListQuerySchema = z.object({
  status: z.enum(['all', 'pending', 'approved', 'hidden']).default('all'),
  ...pageQuery(20, 100),
});
export const adminSiteReviewsPageSchema = pageOf(siteReviewSchema);
export const moderateSiteReviewSchema = z.object({
  status: z.enum(['approved', 'hidden'], { error: 'Status must be approved or hidden' }),
});

// ---- FAQ (SPEC.md §2 FAQ) ----

export const faqItemSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  /** Plain text; blank lines separate paragraphs. */
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListSchema = z.object({ items: z.array(faqItemSchema) });

export const saveFaqSchema = z.object({
  items: z
    .array(
      z.object({
        question: requiredText(300, 'Question'),
        answer: requiredText(5000, 'Answer', undefined, { multiline: true }),
      }),
    )
    .min(1, 'Keep at least one question')
    .max(50, 'At most 50 questions'),
});
export type SaveFaq = z.input<typeof saveFaqSchema>;

// ---- legal pages (SPEC.md §2 Other, §9 terms dates) ----

export const LEGAL_PAGE_SLUGS = ['terms-of-use', 'privacy-policy'] as const;
export const legalPageSlugSchema = z.enum(LEGAL_PAGE_SLUGS, {
  error: 'Unknown page: use terms-of-use or privacy-policy',
});
export type LegalPageSlug = z.infer<typeof legalPageSlugSchema>;

export const legalPageSchema = z.object({
  slug: legalPageSlugSchema,
  title: z.string(),
  bodyHtml: z.string(),
  /** YYYY-MM-DD: the "Last updated" date shown. */
  lastUpdated: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;
export const adminLegalPageSchema = legalPageSchema.extend({ body: z.string() });
export type AdminLegalPage = z.infer<typeof adminLegalPageSchema>;

export const saveLegalPageSchema = z.object({
  title: requiredText(120, 'Title'),
  body: markdown(100_000, 'Text'),
  lastUpdated: z
    .string({ error: 'Last updated must be a date, such as 2025-01-15' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Last updated must be a date, such as 2025-01-15')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Last updated must be a date, such as 2025-01-15'),
});
export type SaveLegalPage = z.input<typeof saveLegalPageSchema>;

// ---- banners (SPEC.md §2 Admin banners, §3 banner_advertisements) ----

/** SPEC.md §2 Marketing materials: the three banner sizes. */
export const BANNER_SIZES = {
  leaderboard: { width: 728, height: 90, label: 'Leaderboard (728×90)' },
  rectangle: { width: 300, height: 250, label: 'Rectangle (300×250)' },
  skyscraper: { width: 160, height: 600, label: 'Skyscraper (160×600)' },
} as const;
export const bannerSizeSchema = z.enum(['leaderboard', 'rectangle', 'skyscraper'], {
  error: 'Size must be leaderboard, rectangle or skyscraper',
});
export type BannerSize = z.infer<typeof bannerSizeSchema>;

/** Where banners are shown, and which size each place takes. */
export const BANNER_POSITIONS = {
  'home-below-search': { label: 'Home pages, below the search panel', size: 'leaderboard' },
  'listings-top': { label: 'Listings, at the top of the page', size: 'leaderboard' },
  'news-sidebar': { label: 'News, beside the articles', size: 'rectangle' },
  'article-sidebar': { label: 'News article, beside the text', size: 'skyscraper' },
  'reviews-sidebar': { label: 'Site reviews, beside the reviews', size: 'rectangle' },
} as const satisfies Record<string, { label: string; size: BannerSize }>;
export type BannerPosition = keyof typeof BANNER_POSITIONS;
export const bannerPositionSchema = z.enum(
  Object.keys(BANNER_POSITIONS) as [BannerPosition, ...BannerPosition[]],
  { error: `Position must be one of ${Object.keys(BANNER_POSITIONS).join(', ')}` },
);

export const publicBannerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: bannerSizeSchema,
  position: bannerPositionSchema,
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;
export const publicBannersSchema = z.object({ items: z.array(publicBannerSchema) });

export const adminBannerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: bannerSizeSchema,
  position: bannerPositionSchema,
  imageUrl: z.string().nullable(),
  linkUrl: z.string(),
  isActive: z.boolean(),
  impressionCount: z.number().int(),
  clickCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const saveBannerSchema = z
  .object({
    name: requiredText(120, 'Name'),
    size: bannerSizeSchema,
    position: bannerPositionSchema,
    linkUrl: z
      .string({ error: 'Link is required.' })
      .trim()
      .min(1, 'Link is required.')
      .max(500, 'Link must be at most 500 characters')
      .transform((v) => (v.startsWith('/') || /^https?:\/\//i.test(v) ? v : `https://${v}`))
      .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || isWebAddress(v), {
        message: 'Link must be a web address (https://…) or a path on this site (/financing)',
      }),
    isActive: z.boolean().default(false),
  })
  .superRefine((banner, context) => {
    const wanted = BANNER_POSITIONS[banner.position].size;
    if (banner.size !== wanted)
      context.addIssue({
        code: 'custom',
        path: ['size'],
        message: `Size must be ${wanted} for the position ${banner.position}`,
      });
  });
export type SaveBanner = z.input<typeof saveBannerSchema>;

/** Impressions and clicks a page saw, sent in one batch (a beacon when the page is left). */
export const bannerEventsSchema = z.object({
  impressions: z.array(z.uuid()).max(50, 'At most 50 impressions in one batch').default([]),
  clicks: z.array(z.uuid()).max(50, 'At most 50 clicks in one batch').default([]),
});
export type BannerEvents = z.input<typeof bannerEventsSchema>;
