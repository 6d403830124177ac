import { z } from 'zod';
import { freeTextName, optionalText, requiredText, searchText } from './text.js';
import {
  conditionSchema,
  fuelTypeSchema,
  listingStatusSchema,
  transmissionSchema,
  vehicleCategorySchema,
} from './vehicles.js';

export const MIN_YEAR = 1900;
/** Year range 1900 to next year (SPEC.md §5 says 2026 for the year it was written). */
export const maxListingYear = () => new Date().getFullYear() + 1;
export const MAX_IMAGES_PER_LISTING = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A make or model value that is not in the catalogue, typed by the seller ("Other"). */
export const OTHER = 'other';
export const OTHER_MAKE_MESSAGE =
  'Please choose a make from the list, or choose "Other" and type its name.';
export const OTHER_MODEL_MESSAGE =
  'Please choose a model from the list, or choose "Other" and type its name.';

/**
 * A number from JSON or a form string. Booleans, blanks and other types are refused rather
 * than coerced (`true` would otherwise be 1 and `""` 0): a missing or blank required value
 * is SPEC.md §5's 'Please fill in all required fields.', a blank optional one is null.
 */
const formNumber = (label: string, options: { required: boolean; requiredMessage?: string }) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '')
      ) {
        if (!options.required) return null;
        ctx.addIssue({
          code: 'custom',
          message: options.requiredMessage ?? REQUIRED_FIELDS_MESSAGE,
        });
        return z.NEVER;
      }
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value)
            ? Number(value)
            : NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return n;
    });

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
/**
 * What each required listing field says under itself when left blank (the form's toast
 * stays SPEC.md §5's REQUIRED_FIELDS_MESSAGE): four fields saying the same thing told the
 * seller nothing about which one was missing.
 */
export const LISTING_REQUIRED_MESSAGES = {
  make: 'Please choose a make.',
  model: 'Please choose a model.',
  year: 'Please enter the year.',
  price: 'Please enter a price.',
} as const;

const listingFieldsSchema = z.object({
  category: vehicleCategorySchema.default('cars'),
  /** A catalogue make value, or 'other' with `makeOther` (GET /api/catalog/:category/makes). */
  make: requiredText(60, 'Make', LISTING_REQUIRED_MESSAGES.make).transform((v) => v.toLowerCase()),
  /** A model value of that make, or 'other' with `modelOther`; a make typed through "Other" needs a typed model too. */
  model: requiredText(80, 'Model', LISTING_REQUIRED_MESSAGES.model).transform((v) =>
    v.toLowerCase(),
  ),
  /** The make's name when `make` is 'other': plain text, markup removed. */
  makeOther: freeTextName(60, 'Make').nullish(),
  modelOther: freeTextName(80, 'Model').nullish(),
  year: formNumber('Year', { required: true, requiredMessage: LISTING_REQUIRED_MESSAGES.year })
    .pipe(z.number().int('Year must be a whole number'))
    .pipe(
      z
        .number()
        .min(MIN_YEAR, `Year must be between ${MIN_YEAR} and ${new Date().getFullYear() + 1}`),
    )
    .refine((y) => y <= maxListingYear(), {
      message: `Year must be between ${MIN_YEAR} and ${new Date().getFullYear() + 1}`,
    }),
  price: formNumber('Price', { required: true, requiredMessage: LISTING_REQUIRED_MESSAGES.price })
    .pipe(z.number().min(0, 'Price must be 0 or more').max(100_000_000, 'Price is too high'))
    .refine((p) => Math.round(p * 100) === Number((p * 100).toFixed(6)), {
      message: 'Price can have at most 2 decimals',
    }),
  mileage: formNumber('Mileage', { required: false }).pipe(
    z
      .number()
      .int('Mileage must be a whole number')
      .min(0, 'Mileage must be 0 or more')
      .max(10_000_000)
      .nullable(),
  ),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .max(17, 'VIN must be at most 17 characters')
    .regex(/^[A-Z0-9]*$/, 'VIN must be letters and digits only')
    .nullish()
    .transform((v) => (v ? v : null)),
  condition: conditionSchema.default('used'),
  transmission: transmissionSchema.default('automatic'),
  fuelType: fuelTypeSchema.default('gasoline'),
  engine: optionalText(100, 'Engine'),
  exteriorColor: optionalText(40, 'Exterior color'),
  interiorColor: optionalText(40, 'Interior color'),
  features: z.array(requiredText(60, 'A feature')).max(60, 'At most 60 features').default([]),
  description: optionalText(10_000, 'Description', { multiline: true }),
  locationCity: optionalText(80, 'City'),
  locationState: optionalText(40, 'State'),
  locationZip: optionalText(10, 'ZIP code'),
  /** Uploaded image ids in display order; the first is the primary photo. Publishing needs at least one. */
  imageIds: z
    .array(z.uuid())
    .max(MAX_IMAGES_PER_LISTING, `At most ${MAX_IMAGES_PER_LISTING} images per listing`)
    .default([]),
  /** Every save from the form publishes (SPEC.md §4); 'pending' keeps a draft without photos. */
  status: listingStatusSchema.default('active'),
  /** The rep handling the listing; absent on an edit keeps the current one, null removes it. */
  salesRepId: z.uuid().nullish(),
});

/** A make or model typed through "Other" comes with its name; a typed make needs a typed model. */
function refineOtherNames(
  input: { make?: string; makeOther?: string | null; model?: string; modelOther?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (input.make === OTHER && !input.makeOther)
    ctx.addIssue({ code: 'custom', path: ['makeOther'], message: 'Please type the make.' });
  if (input.model === OTHER && !input.modelOther)
    ctx.addIssue({ code: 'custom', path: ['modelOther'], message: 'Please type the model.' });
  if (input.make === OTHER && input.model !== OTHER)
    ctx.addIssue({
      code: 'custom',
      path: ['model'],
      message:
        'A make typed through "Other" needs its model typed too: choose "Other" for the model.',
    });
}

export const listingInputSchema = listingFieldsSchema.superRefine(refineOtherNames);
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingInputParsed = z.infer<typeof listingInputSchema>;

/**
 * PATCH /api/listings/:id: the same fields and rules, every one optional and without its
 * default, so a field left out stays as it is (`null` still clears an optional one).
 * `imageIds`, when given, replaces the photo set and order. Unknown fields are ignored, as in
 * POST and PUT (a client may send back what it read).
 */
const defaulted = listingFieldsSchema.shape;
export const listingPatchSchema = listingFieldsSchema
  .extend({
    category: defaulted.category.unwrap(),
    condition: defaulted.condition.unwrap(),
    transmission: defaulted.transmission.unwrap(),
    fuelType: defaulted.fuelType.unwrap(),
    features: defaulted.features.unwrap(),
    imageIds: defaulted.imageIds.unwrap(),
    status: defaulted.status.unwrap(),
  })
  .partial()
  .superRefine(refineOtherNames);
export type ListingPatch = z.input<typeof listingPatchSchema>;
export type ListingPatchParsed = z.infer<typeof listingPatchSchema>;

export const IMAGES_REQUIRED_MESSAGE = 'Please upload at least one image of your vehicle.';

export const listingImageSchema = z.object({
  id: z.uuid(),
  /** The full-size variant; `thumbnailUrl` (~160 px) and `cardUrl` (~640 px) for grids. */
  url: z.string(),
  thumbnailUrl: z.string(),
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  displayOrder: z.number().int(),
  isPrimary: z.boolean(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

export const sellerContactSchema = z.object({
  kind: z.enum(['dealer', 'sales_rep', 'private']),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type SellerContact = z.infer<typeof sellerContactSchema>;

export const listingSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  dealerId: z.uuid().nullable(),
  salesRepId: z.uuid().nullable(),
  category: vehicleCategorySchema,
  title: z.string(),
  make: z.string(),
  makeLabel: z.string(),
  model: z.string(),
  modelLabel: z.string(),
  year: z.number().int(),
  price: z.number(),
  mileage: z.number().int().nullable(),
  vin: z.string().nullable(),
  condition: conditionSchema,
  transmission: transmissionSchema,
  fuelType: fuelTypeSchema,
  engine: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  interiorColor: z.string().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationZip: z.string().nullable(),
  status: listingStatusSchema,
  isSold: z.boolean(),
  isFeatured: z.boolean(),
  images: z.array(listingImageSchema),
  viewsCount: z.number().int(),
  favoritesCount: z.number().int(),
  contact: sellerContactSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For the signed-in viewer: may they edit, delete and change its status (SPEC.md §6)? */
  canManage: z.boolean(),
  /** For the signed-in viewer: may they feature it (its dealer, or an admin)? */
  canFeature: z.boolean(),
  /**
   * For those who manage it: why the fraud pre-screen holds it for review (status pending
   * until an admin decides); null when it is not held.
   */
  moderation: z
    .object({ reasons: z.array(z.string()), flaggedAt: z.string() })
    .nullable()
    .optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/** A row of the "my listings" tables and of saved listings. */
export const listingSummarySchema = listingSchema
  .pick({
    id: true,
    userId: true,
    dealerId: true,
    salesRepId: true,
    category: true,
    title: true,
    make: true,
    model: true,
    year: true,
    price: true,
    mileage: true,
    condition: true,
    locationCity: true,
    locationState: true,
    status: true,
    isSold: true,
    isFeatured: true,
    viewsCount: true,
    favoritesCount: true,
    createdAt: true,
  })
  .extend({ primaryImage: listingImageSchema.nullable() });
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const changeListingStatusSchema = z.object({ status: listingStatusSchema });
export const changeListingFeaturedSchema = z.object({ isFeatured: z.boolean() });

/** GET /api/my/listings: `scope` own (default), dealer (dealer inventory rules), sales_rep (by rep). */
export const myListingsQuerySchema = z.object({
  scope: z.enum(['own', 'dealer', 'sales_rep']).default('own'),
  q: searchText(100, 'q'),
  status: z.enum(['all', 'active', 'sold', 'pending', 'inactive']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(20),
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

export const rotateImageRequestSchema = z.object({
  degrees: z.union([z.literal(90), z.literal(-90), z.literal(180)]).default(90),
});

export const savedListingSchema = z.object({
  listingId: z.uuid(),
  notes: z.string().nullable(),
  savedAt: z.string(),
  listing: listingSummarySchema,
});
export type SavedListing = z.infer<typeof savedListingSchema>;
export const saveListingRequestSchema = z.object({
  notes: optionalText(1000, 'Notes', { multiline: true }),
});

/** GET /api/admin/listings/documents: every listing as the index sees it, in id order. */
export const listingDocumentsQuerySchema = z.object({
  after: z.uuid('after must be a listing id').optional(),
  limit: z.coerce.number().int().min(1).max(1000, 'limit must be at most 1000').default(500),
});
export type ListingDocumentsQuery = z.infer<typeof listingDocumentsQuerySchema>;

/** The sitemaps protocol's limit of URLs per file; the listing sitemaps are cut at it. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Most rows one sitemap page read returns (a sitemap file is read in a few of them). */
export const MAX_SITEMAP_PAGE = 10_000;

/** One sitemap file's share of the public listings, in id order: after `after`, `count` rows. */
export const listingSitemapChunkSchema = z.object({
  /** The last id of the previous file (null for the first file). */
  after: z.uuid().nullable(),
  count: z.number().int(),
  /** The newest change among the file's listings. */
  lastmod: z.string(),
});
export const listingSitemapIndexSchema = z.object({ chunks: z.array(listingSitemapChunkSchema) });
export type ListingSitemapIndex = z.infer<typeof listingSitemapIndexSchema>;

export const listingSitemapPageQuerySchema = z.object({
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SITEMAP_PAGE).default(MAX_SITEMAP_PAGE),
});
export const listingSitemapEntrySchema = z.object({
  id: z.uuid(),
  category: vehicleCategorySchema,
  updatedAt: z.string(),
});
export const listingSitemapPageSchema = z.object({
  items: z.array(listingSitemapEntrySchema),
  /** Pass as `after` for the next page; null at the end. */
  next: z.uuid().nullable(),
});
export type ListingSitemapPage = z.infer<typeof listingSitemapPageSchema>;
// ---------------------------------------------------------------------------------------
// The admin console's Vehicles, Images and Saved tabs
// ---------------------------------------------------------------------------------------

export const ADMIN_LISTING_SORTS = ['created', 'price', 'year', 'title', 'views'] as const;
const sortValues = [
  ...ADMIN_LISTING_SORTS,
  ...ADMIN_LISTING_SORTS.map((s) => `-${s}` as const),
] as const;

/** GET /api/admin/listings: every listing, any owner, any status; `sort` is a column, `-` for descending. */
export const adminListingListQuerySchema = z.object({
  q: searchText(100, 'q'),
  status: z.enum(['all', 'active', 'sold', 'pending', 'inactive']).default('all'),
  featured: z.enum(['true', 'false']).optional(),
  category: vehicleCategorySchema.optional(),
  sort: z.enum(sortValues).default('-created'),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(10),
});
export type AdminListingListQuery = z.infer<typeof adminListingListQuerySchema>;

/** A photo with the listing it belongs to (the Images tab's grid). */
export const adminListingImageSchema = listingImageSchema.extend({
  listingId: z.uuid(),
  listingTitle: z.string(),
  createdAt: z.string(),
});
export type AdminListingImage = z.infer<typeof adminListingImageSchema>;

export const adminListingImageListQuerySchema = z.object({
  listingId: z.uuid('listingId must be a listing id').optional(),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(20),
});
export type AdminListingImageListQuery = z.infer<typeof adminListingImageListQuerySchema>;

/** A save: who saved which listing, with their notes. */
export const adminSavedListingSchema = z.object({
  userId: z.uuid(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  listingId: z.uuid(),
  listingTitle: z.string(),
  listingStatus: listingStatusSchema,
  notes: z.string().nullable(),
  savedAt: z.string(),
});
export type AdminSavedListing = z.infer<typeof adminSavedListingSchema>;

export const adminSavedListingListQuerySchema = z.object({
  q: searchText(100, 'q'),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(10),
});
export type AdminSavedListingListQuery = z.infer<typeof adminSavedListingListQuerySchema>;
