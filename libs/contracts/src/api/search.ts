import { z } from 'zod';
import { listingDocumentSchema } from '../events/listings.events.js';
import { ANY } from './catalogue.js';
import { plainText, searchText } from './text.js';
import {
  conditionSchema,
  fuelTypeSchema,
  transmissionSchema,
  vehicleCategorySchema,
} from './vehicles.js';

/** SPEC.md §7 reads 50 listings at a time; here that is the default page size, not a cap. */
export const DEFAULT_SEARCH_PAGE_SIZE = 50;
export const MAX_SEARCH_PAGE_SIZE = 100;
export const FEATURED_LIMIT = 5;

const optionalText = (max: number, label: string) => searchText(max, label);

/** 'any' (or empty) means no filter, as the search form sends it (SPEC.md §5). */
const catalogueValue = z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .pipe(plainText('make or model'))
  .optional()
  .transform((v) => (v && v !== ANY ? v : undefined));

const number = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .optional();

/** Repeated (`?fuelTypes=a&fuelTypes=b`) or comma-separated (`?fuelTypes=a,b`). */
const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined
        ? []
        : (Array.isArray(v) ? v : [v])
            .flatMap((s) => s.split(','))
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(item));

export const SEARCH_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
] as const;
export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;

/** Every category at once: only for a seller's inventory (with `dealerId` or `salesRepId`). */
export const ALL_CATEGORIES = 'all';
const searchCategorySchema = z.union([vehicleCategorySchema, z.literal(ALL_CATEGORIES)], {
  error: 'category must be cars, motorcycles, trucks or all',
});

/**
 * GET /api/search/listings. `category` is cars by default, but a seller's inventory
 * (`dealerId` or `salesRepId`) takes every category unless one is chosen: a trucks-only
 * dealer's "View All Inventory" shows its trucks.
 */
export const searchListingsQuerySchema = z
  .object({
    category: searchCategorySchema.optional(),
    make: catalogueValue,
    model: catalogueValue,
    /** Contains-match on city, state or ZIP (SPEC.md §7). */
    location: optionalText(80, 'location'),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'zip must be a 5-digit US ZIP code')
      .optional(),
    /** Miles around `zip`. */
    radius: number('radius', 1, 500),
    priceMin: number('priceMin', 0, 100_000_000),
    priceMax: number('priceMax', 0, 100_000_000),
    yearMin: number('yearMin', 1900, 2100),
    yearMax: number('yearMax', 1900, 2100),
    mileageMax: number('mileageMax', 0, 10_000_000),
    conditions: list(conditionSchema),
    transmissions: list(transmissionSchema),
    fuelTypes: list(fuelTypeSchema),
    featured: z
      .enum(['true', 'false'], { error: 'featured must be true or false' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    dealerId: z.uuid('dealerId must be a listing dealer id').optional(),
    salesRepId: z.uuid('salesRepId must be a sales rep id').optional(),
    /** Free text over title, make, model, description and features. */
    q: optionalText(100, 'q'),
    sort: searchSortSchema.default('newest'),
    cursor: z.string().max(500).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .max(MAX_SEARCH_PAGE_SIZE, `limit must be at most ${MAX_SEARCH_PAGE_SIZE}`)
      .default(DEFAULT_SEARCH_PAGE_SIZE),
    /** Facet counts cost a little; the grid's "load more" pages skip them. */
    facets: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMax'],
    message: 'priceMax must not be below priceMin',
  })
  .refine((q) => q.yearMin === undefined || q.yearMax === undefined || q.yearMin <= q.yearMax, {
    path: ['yearMax'],
    message: 'yearMax must not be below yearMin',
  })
  .refine((q) => q.radius === undefined || q.zip !== undefined, {
    path: ['radius'],
    message: 'radius needs a zip',
  })
  .refine((q) => q.model === undefined || q.make !== undefined, {
    path: ['model'],
    message: 'model needs a make',
  })
  .refine((q) => q.category !== ALL_CATEGORIES || !!q.dealerId || !!q.salesRepId, {
    path: ['category'],
    message: 'category=all is for a seller’s inventory: add dealerId or salesRepId',
  })
  .transform((q) => ({
    ...q,
    category: q.category ?? (q.dealerId || q.salesRepId ? ALL_CATEGORIES : 'cars'),
  }));
export type SearchListingsQuery = z.infer<typeof searchListingsQuerySchema>;

/** One card of the listings grid and of the home page's featured slides. */
export const listingCardSchema = listingDocumentSchema
  .pick({
    id: true,
    category: true,
    title: true,
    make: true,
    makeLabel: true,
    model: true,
    modelLabel: true,
    year: true,
    price: true,
    mileage: true,
    condition: true,
    transmission: true,
    fuelType: true,
    locationCity: true,
    locationState: true,
    locationZip: true,
    isFeatured: true,
    primaryImageUrl: true,
    imageCount: true,
    dealerId: true,
    salesRepId: true,
    description: true,
    createdAt: true,
  })
  .extend({
    /** Miles from the searched ZIP, when the search had one. */
    distanceMiles: z.number().nullable().optional(),
  });
export type ListingCard = z.infer<typeof listingCardSchema>;

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export const facetRangeSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  label: z.string(),
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;
export type FacetRange = z.infer<typeof facetRangeSchema>;

export const searchFacetsSchema = z.object({
  make: z.array(facetValueSchema),
  model: z.array(facetValueSchema),
  condition: z.array(facetValueSchema),
  fuelType: z.array(facetValueSchema),
  transmission: z.array(facetValueSchema),
  price: z.array(facetRangeSchema),
  year: z.array(facetRangeSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchListingsResponseSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  facets: searchFacetsSchema.nullable(),
});
export type SearchListingsResponse = z.infer<typeof searchListingsResponseSchema>;

/** GET /api/search/featured?category= → the newest featured active listings (SPEC.md §9: 5). */
export const featuredQuerySchema = z.object({ category: vehicleCategorySchema.default('cars') });

/** GET /api/search/suggestions?q=&category= → makes, models and places for the search box. */
export const suggestionsQuerySchema = z.object({
  q: z.string().trim().min(1, 'q is required').max(50).pipe(plainText('q')),
  category: vehicleCategorySchema.default('cars'),
});
export const suggestionSchema = z.object({
  kind: z.enum(['make', 'model', 'location']),
  label: z.string(),
  /** The search parameters this suggestion stands for. */
  query: z.record(z.string(), z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Admin: POST /api/admin/search/documents { documents } indexes a batch (rebuilds). */
export const indexDocumentsRequestSchema = z.object({
  documents: z.array(listingDocumentSchema).min(1).max(1000, 'at most 1000 documents per request'),
});
/** Admin: GET /api/admin/search/revisions?after=&limit= → { items: [{ id, revision }], next }. */
export const indexRevisionsQuerySchema = z.object({
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(2000),
});
/** Admin: POST /api/admin/search/removals { items: [{ id, revision }] } drops listings the listings service no longer has. */
export const indexRemovalsRequestSchema = z.object({
  items: z
    .array(z.object({ id: z.uuid(), revision: z.number().int() }))
    .min(1)
    .max(5000),
});
