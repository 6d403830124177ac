import { z } from 'zod';
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from './auth.js';
import { isWebAddress, withHttps } from './content.js';
import { optionalText, requiredText, searchText } from './text.js';
import { vehicleCategorySchema, conditionSchema, listingStatusSchema } from './vehicles.js';

/**
 * Dealers, dealer applications, dealer reviews, sales reps and the messages sent to them
 * (SPEC.md §3, §4, §5, §8). The SPA's forms parse with these same schemas.
 */

// ---------------------------------------------------------------------------------------
// Texts of SPEC.md §5 and §8 (exact where the spec gives them)
// ---------------------------------------------------------------------------------------

export const DEALER_TEXTS = {
  passwordsDoNotMatch: 'Passwords do not match. Please check and try again.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  requiredFields: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address',
  applicationSubmittedTitle: 'Application Submitted Successfully!',
  applicationSubmitted:
    "Application Submitted Successfully! Thank you for your interest in becoming a dealer partner. We'll review your application and contact you within 2-3 business days.",
  applicationError: 'Error: There was an error submitting your application. Please try again.',
  logoUploadFailed: 'Logo Upload Failed',
  dealerMessageSent:
    'Message sent successfully! The dealer will be notified and should respond soon.',
  dealerMessageFailed: 'Error sending message: Please try again or contact the dealer directly.',
  repMessageSent: 'Message Sent Successfully',
  repMessageFailed:
    'Error Sending Message: There was an error sending your message. Please try again.',
  repMissingInformation: 'Missing Information',
  repNotFound: 'Sales representative profile not found',
  dealerNotFound: 'Dealer Not Found',
  reviewAlreadyExists: 'You have already reviewed this dealer.',
  reviewSubmitted: 'Thank you! Your review will appear once an administrator approves it.',
  confirmationRequired:
    'This email belongs to an existing account. We sent a link to that address: the application can be approved once it is confirmed from there.',
  applicationConfirmed: 'Thank you! Your dealer application is confirmed and waits for review.',
  confirmationLinkInvalid: 'This confirmation link is invalid, has expired or was already used.',
  applicationUnconfirmed:
    'This application uses the email of an existing account, which has not confirmed it yet. We sent that address a confirmation link; approve the application once it is confirmed.',
} as const;

export const MIN_DEALER_PASSWORD_LENGTH = 6;
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** Logo uploads accept these by content (SPEC.md §5 hint: JPG, PNG, SVG, WEBP, max 5 MB). */
export const ACCEPTED_LOGO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/svg+xml',
] as const;

/** SPEC.md §5 default subjects. */
export const defaultDealerMessageSubject = (businessName: string) =>
  `Inquiry about ${businessName}`;
export const DEFAULT_REP_MESSAGE_SUBJECT = 'Inquiry regarding your vehicle listings';

// ---------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------

const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Email must be at most 254 characters')
    .toLowerCase()
    .pipe(z.email(DEALER_TEXTS.invalidEmail));

const phonePattern = /^[0-9+()\-.\s]*$/;
const optionalPhone = z
  .string()
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .regex(phonePattern, 'Please enter a valid phone number')
  .nullish()
  .transform((v) => (v ? v : null));

/** A whole number ≥ 0 from a number or a form string; blank is null. */
const optionalCount = (label: string) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      if (n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be 0 or more` });
        return z.NEVER;
      }
      if (n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: `${label} is too large` });
        return z.NEVER;
      }
      return n;
    });

/** Optional website: a missing scheme becomes https://, anything else must be a web address. */
const optionalWebsite = z
  .string()
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .nullish()
  .transform(withHttps)
  .refine((v) => v === null || isWebAddress(v), {
    message: 'Website must be a web address, such as https://yourdealership.com',
  });

/** A logo URL as returned by a logo upload route; the service checks it is one of ours. */
const optionalLogoUrl = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------
// Dealer applications
// ---------------------------------------------------------------------------------------

export const DEALERSHIP_TYPES = ['new_car', 'used_car', 'both', 'motorcycle', 'specialty'] as const;
export const dealershipTypeSchema = z.enum(DEALERSHIP_TYPES, {
  error: 'Dealership type is required.',
});
export type DealershipType = z.infer<typeof dealershipTypeSchema>;
export const dealershipTypeLabels: Record<DealershipType, string> = {
  new_car: 'New Cars',
  used_car: 'Used Cars',
  both: 'New & Used Cars',
  motorcycle: 'Motorcycles',
  specialty: 'Specialty Vehicles',
};

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/**
 * POST /api/dealer-applications (SPEC.md §3 payload + confirmPassword, §5 rules). The
 * password is hashed at submission and never stored, returned or sent in clear.
 */
export const dealerApplicationRequestSchema = z
  .object({
    businessName: requiredText(200, 'Business name'),
    contactPerson: requiredText(200, 'Contact person'),
    email: email('Email is required.'),
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .min(MIN_DEALER_PASSWORD_LENGTH, DEALER_TEXTS.passwordTooShort)
      .max(200, 'Password must be at most 200 characters')
      .refine((v) => !isBlankPassword(v), { message: BLANK_PASSWORD_MESSAGE, abort: true }),
    confirmPassword: z
      .string({ error: 'Please confirm your password.' })
      .min(1, 'Please confirm your password.'),
    phone: z
      .string({ error: 'Phone is required.' })
      .trim()
      .min(1, 'Phone is required.')
      .max(30, 'Phone must be at most 30 characters')
      .regex(phonePattern, 'Please enter a valid phone number'),
    businessAddress: requiredText(300, 'Street address'),
    city: requiredText(100, 'City'),
    state: requiredText(60, 'State'),
    zipCode: requiredText(10, 'ZIP code'),
    yearsInBusiness: optionalCount('Years in business'),
    dealershipType: dealershipTypeSchema,
    inventorySize: optionalCount('Inventory size'),
    websiteUrl: optionalWebsite,
    businessLicense: optionalText(100, 'Business license'),
    taxId: optionalText(50, 'Tax ID'),
    message: optionalText(5000, 'Message', { multiline: true }),
    logoUrl: optionalLogoUrl,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: DEALER_TEXTS.passwordsDoNotMatch,
    // Checked whenever both passwords are present, so the form shows it with other errors.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type DealerApplicationRequest = z.input<typeof dealerApplicationRequestSchema>;
export type DealerApplicationInput = z.infer<typeof dealerApplicationRequestSchema>;

/** 201 answer of POST /api/dealer-applications. */
export const dealerApplicationSubmittedSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  message: z.string(),
  /** The e-mail belongs to an existing account: a confirmation link went to it. */
  confirmationRequired: z.boolean(),
});

/** POST /api/dealer-applications/confirm: the token of the link mailed to the account. */
export const confirmApplicationRequestSchema = z.object({
  token: z
    .string({ error: 'This confirmation link is invalid.' })
    .min(10, 'This confirmation link is invalid.')
    .max(200),
});
export type DealerApplicationSubmitted = z.infer<typeof dealerApplicationSubmittedSchema>;

/** 201 answer of the logo upload routes. */
export const logoUploadedSchema = z.object({ logoUrl: z.string() });
export type LogoUploaded = z.infer<typeof logoUploadedSchema>;

/** An application as admins see it (never the password or its hash). */
export const dealerApplicationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  businessName: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  businessAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  websiteUrl: z.string().nullable(),
  businessLicense: z.string().nullable(),
  taxId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  dealershipType: dealershipTypeSchema,
  yearsInBusiness: z.number().int().nullable(),
  inventorySize: z.number().int().nullable(),
  message: z.string().nullable(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  processedBy: z.uuid().nullable(),
  /** The rejection reason (SPEC.md's admin_notes). */
  adminNotes: z.string().nullable(),
  /** The dealer record provisioned by an approval, once it exists. */
  dealerId: z.uuid().nullable(),
  /**
   * The e-mail of an existing account must be confirmed from that account before approval:
   * not-needed (a new account will be made), awaiting (a link was mailed to it), confirmed.
   */
  accountConfirmation: z.enum(['not-needed', 'awaiting', 'confirmed']),
});
export type DealerApplication = z.infer<typeof dealerApplicationSchema>;

export const adminApplicationListQuerySchema = z.object({
  status: z.enum(['all', ...APPLICATION_STATUSES]).default('all'),
  q: searchText(200, 'q'),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(10),
});
export type AdminApplicationListQuery = z.infer<typeof adminApplicationListQuerySchema>;

export const rejectApplicationRequestSchema = z.object({
  reason: optionalText(2000, 'Reason', { multiline: true }),
});
export type RejectApplicationRequest = z.input<typeof rejectApplicationRequestSchema>;

// ---------------------------------------------------------------------------------------
// Dealers
// ---------------------------------------------------------------------------------------

/**
 * `status` is the approval state (SPEC.md §3 'approved'; 'pending' when its application was
 * reset); `isActive` is the admin's active/inactive toggle. The public directory shows
 * approved, active dealers only.
 */
export const DEALER_STATUSES = ['pending', 'approved'] as const;
export const dealerStatusSchema = z.enum(DEALER_STATUSES);
export type DealerStatus = z.infer<typeof dealerStatusSchema>;

export const ratingSummarySchema = z.object({
  /** Approved reviews only, rounded to one decimal; null without reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});

/** A card of GET /api/dealers. */
export const dealerCardSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  businessCity: z.string().nullable(),
  businessState: z.string().nullable(),
  businessZip: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  dealershipType: dealershipTypeSchema.nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Active, unsold listings carrying this dealer's id. */
  totalListings: z.number().int(),
  memberSince: z.number().int(),
});
export type DealerCard = z.infer<typeof dealerCardSchema>;

export const dealerDirectoryQuerySchema = z.object({
  q: searchText(200, 'q'),
  location: searchText(100, 'location'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(24),
});
export type DealerDirectoryQuery = z.infer<typeof dealerDirectoryQuerySchema>;

export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null on the last one. */
    nextCursor: z.string().nullable(),
  });
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

export const dealerDirectoryPageSchema = cursorPageOf(dealerCardSchema);

/** Counts of the dealer's active, unsold listings (from the listings events). */
export const inventoryOverviewSchema = z.object({
  total: z.number().int(),
  byCategory: z.record(vehicleCategorySchema, z.number().int()),
  byCondition: z.record(conditionSchema, z.number().int()),
});
export type InventoryOverview = z.infer<typeof inventoryOverviewSchema>;

/** GET /api/dealers/:id: the profile page. */
export const dealerProfileSchema = dealerCardSchema.extend({
  licenseNumber: z.string().nullable(),
  status: dealerStatusSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  inventory: inventoryOverviewSchema,
});
export type DealerProfile = z.infer<typeof dealerProfileSchema>;

/** Listing figures for the dashboards (SPEC.md §2 four stat cards). */
export const listingStatsSchema = z.object({
  totalListings: z.number().int(),
  /** status active and not sold. */
  activeListings: z.number().int(),
  /** is_sold (or status sold). */
  soldListings: z.number().int(),
  totalViews: z.number().int(),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** The dealer record itself, as its owner and admins see it. */
export const dealerSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  applicationId: z.uuid().nullable(),
  businessName: z.string(),
  businessAddress: z.string().nullable(),
  businessCity: z.string().nullable(),
  businessState: z.string().nullable(),
  businessZip: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  logoUrl: z.string().nullable(),
  dealershipType: dealershipTypeSchema.nullable(),
  status: dealerStatusSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dealer = z.infer<typeof dealerSchema>;

/** GET /api/my/dealer. */
export const myDealerSchema = dealerSchema.extend({
  stats: listingStatsSchema,
  ...ratingSummarySchema.shape,
});
export type MyDealer = z.infer<typeof myDealerSchema>;

/** PATCH /api/my/dealer and PATCH /api/admin/dealers/:id: only the fields sent change. */
export const updateDealerRequestSchema = z.object({
  businessName: requiredText(200, 'Business name').optional(),
  businessAddress: optionalText(300, 'Street address').optional(),
  businessCity: optionalText(100, 'City').optional(),
  businessState: optionalText(60, 'State').optional(),
  businessZip: optionalText(10, 'ZIP code').optional(),
  businessPhone: optionalPhone.optional(),
  businessEmail: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email(DEALER_TEXTS.invalidEmail).max(254).nullable())
    .optional(),
  websiteUrl: optionalWebsite.optional(),
  description: optionalText(5000, 'Description', { multiline: true }).optional(),
  licenseNumber: optionalText(100, 'License number').optional(),
  dealershipType: dealershipTypeSchema.nullable().optional(),
});
export type UpdateDealerRequest = z.input<typeof updateDealerRequestSchema>;

/** The admin's row is the owner's view of the record. */
export const adminDealerSchema = myDealerSchema;
export type AdminDealer = z.infer<typeof adminDealerSchema>;

export const adminDealerListQuerySchema = z.object({
  q: searchText(200, 'q'),
  status: z.enum(['all', ...DEALER_STATUSES]).default('all'),
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(10),
});
export type AdminDealerListQuery = z.infer<typeof adminDealerListQuerySchema>;

export const setDealerActiveRequestSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

/** A row of GET /api/admin/dealers/:id/inventory (SPEC.md §7 dealer inventory lookup), newest first. */
export const dealerInventoryItemSchema = z.object({
  listingId: z.uuid(),
  title: z.string(),
  category: vehicleCategorySchema,
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  price: z.number(),
  mileage: z.number().int().nullable(),
  condition: conditionSchema,
  status: listingStatusSchema,
  isSold: z.boolean(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  viewsCount: z.number().int(),
  createdAt: z.string(),
});
export type DealerInventoryItem = z.infer<typeof dealerInventoryItemSchema>;
export const dealerInventorySchema = z.object({
  items: z.array(dealerInventoryItemSchema),
  stats: listingStatsSchema,
});
export type DealerInventory = z.infer<typeof dealerInventorySchema>;

// ---------------------------------------------------------------------------------------
// Dealer reviews
// ---------------------------------------------------------------------------------------

export const createDealerReviewRequestSchema = z.object({
  rating: z.coerce
    .number({ error: 'Rating must be between 1 and 5' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  title: requiredText(200, 'Title'),
  text: requiredText(5000, 'Review text', undefined, { multiline: true }),
});
export type CreateDealerReviewRequest = z.input<typeof createDealerReviewRequestSchema>;

export const dealerReviewSchema = z.object({
  id: z.uuid(),
  dealerId: z.uuid(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** First name and last initial (or the e-mail's name part) of the reviewer. */
  reviewerName: z.string(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type DealerReview = z.infer<typeof dealerReviewSchema>;

export const dealerReviewsQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
});
export const dealerReviewsPageSchema = cursorPageOf(dealerReviewSchema).extend(
  ratingSummarySchema.shape,
);
export type DealerReviewsPage = z.infer<typeof dealerReviewsPageSchema>;

/** Admin view of a review: who wrote it and for which dealer. */
export const adminDealerReviewSchema = dealerReviewSchema.extend({
  reviewerUserId: z.uuid(),
  businessName: z.string(),
});
export type AdminDealerReview = z.infer<typeof adminDealerReviewSchema>;

export const adminReviewListQuerySchema = z.object({
  status: z.enum(['all', 'pending', 'approved']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(10),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const setReviewApprovedRequestSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});

// ---------------------------------------------------------------------------------------
// Sales representatives
// ---------------------------------------------------------------------------------------

/**
 * A rep's record id IS their user id, so `/sales-reps/:id`, `/listings?sales_rep_id=` and a
 * listing's `salesRepId` all take the same value.
 */
export const salesRepSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Names, else (for the rep and admins) the e-mail's name part. */
  name: z.string(),
  /** Public answers carry it only when the rep chose to show their contact details. */
  email: z.string().nullable(),
  /** The rep profile's phone; the account's phone only where the e-mail is shown. */
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  specializations: z.array(z.string()),
  employeeId: z.string().nullable(),
  dealer: z.object({ id: z.uuid(), businessName: z.string() }).nullable(),
  isActive: z.boolean(),
  /** No rep reviews exist yet: null and 0 until they do (SPEC.md §3 fields). */
  averageRating: z.number().nullable(),
  totalReviews: z.number().int(),
  createdAt: z.string(),
});
export type SalesRep = z.infer<typeof salesRepSchema>;

export const salesRepDirectoryQuerySchema = z.object({
  q: searchText(200, 'q'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(24),
});
export type SalesRepDirectoryQuery = z.infer<typeof salesRepDirectoryQuerySchema>;
export const salesRepDirectoryPageSchema = cursorPageOf(salesRepSchema);

/**
 * Why a rep is not published yet: `email_unverified` (follow the e-mail's link),
 * `inactive` (the sales_rep role is gone), `account_suspended`; billing will add its
 * membership rule.
 */
export const repPublicationSchema = z.object({
  isPublic: z.boolean(),
  missing: z.array(z.string()),
});

/** GET /api/my/sales-rep. */
export const mySalesRepSchema = salesRepSchema.extend({
  stats: listingStatsSchema,
  publication: repPublicationSchema,
});
export type MySalesRep = z.infer<typeof mySalesRepSchema>;

export const updateSalesRepRequestSchema = z.object({
  phone: optionalPhone.optional(),
  bio: optionalText(2000, 'Bio', { multiline: true }).optional(),
  specializations: z
    .array(requiredText(60, 'A specialization'))
    .max(20, 'At most 20 specializations')
    .optional(),
  employeeId: optionalText(50, 'Employee ID').optional(),
  /**
   * Joining a dealership needs the dealer's consent (rep-affiliations.ts): a dealer id here is
   * refused; null leaves the current dealership.
   */
  dealerId: z
    .null({ error: 'A dealer has to accept you first: ask to join from your dashboard.' })
    .optional(),
});
export type UpdateSalesRepRequest = z.input<typeof updateSalesRepRequestSchema>;

export const adminSalesRepListQuerySchema = z.object({
  q: searchText(200, 'q'),
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be at most 100').default(10),
});
export type AdminSalesRepListQuery = z.infer<typeof adminSalesRepListQuerySchema>;

// ---------------------------------------------------------------------------------------
// Messages to dealers and reps
// ---------------------------------------------------------------------------------------

const senderFields = {
  firstName: requiredText(100, 'First name', DEALER_TEXTS.requiredFields),
  lastName: requiredText(100, 'Last name', DEALER_TEXTS.requiredFields),
  email: email(DEALER_TEXTS.requiredFields),
  phone: optionalPhone,
  /** Blank: the default subject of SPEC.md §5. */
  subject: optionalText(200, 'Subject'),
  message: requiredText(5000, 'Message', DEALER_TEXTS.requiredFields, { multiline: true }),
};

/** POST /api/dealers/:id/messages. */
export const dealerMessageRequestSchema = z.object(senderFields);
export type DealerMessageRequest = z.input<typeof dealerMessageRequestSchema>;

/** POST /api/sales-reps/:id/messages. */
export const salesRepMessageRequestSchema = z.object(senderFields);
export type SalesRepMessageRequest = z.input<typeof salesRepMessageRequestSchema>;

/** 202 answer: the message is accepted and will reach the inbox and mailbox shortly. */
export const messageAcceptedSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
});
export type MessageAccepted = z.infer<typeof messageAcceptedSchema>;

export const conversationMessageSchema = z.object({
  id: z.uuid(),
  /** Null when a signed-out visitor wrote it. */
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  senderEmail: z.string(),
  senderPhone: z.string().nullable(),
  recipientId: z.uuid(),
  /** What was contacted: a dealer (dealerId) or a sales rep (salesRepId = the rep's user id). */
  context: z.enum(['dealer', 'sales_rep']),
  dealerId: z.uuid().nullable(),
  salesRepId: z.uuid().nullable(),
  subject: z.string(),
  body: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const inboxQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** GET /api/my/messages. */
export const inboxPageSchema = cursorPageOf(conversationMessageSchema).extend({
  unreadCount: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
