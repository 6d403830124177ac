import { z } from 'zod';
import { currencySchema } from './billing.js';
import { optionalText, requiredText, searchText } from './text.js';

// ---------------------------------------------------------------------------------------
// The affiliate terms (SPEC.md §9)
// ---------------------------------------------------------------------------------------

/** SPEC.md §9: the landing page says "up to 10%"; a new affiliate's membership commission rate. */
export const DEFAULT_COMMISSION_RATE_PERCENT = 10;
/** SPEC.md §9: premium listings earn 25% of the amount paid. */
export const PREMIUM_LISTING_COMMISSION_PERCENT = 25;
/** SPEC.md §9: dealer referrals earn a fixed $100–$500 (configured by AFFILIATE_DEALER_REFERRAL_CENTS). */
export const DEALER_REFERRAL_MIN_CENTS = 10_000;
export const DEALER_REFERRAL_MAX_CENTS = 50_000;
/** SPEC.md §9: the minimum payout, paid monthly. */
export const MINIMUM_PAYOUT_CENTS = 5_000;
/** SPEC.md §9: the referral cookie lasts 30 days. */
export const REFERRAL_COOKIE_DAYS = 30;
/** The first-party cookie carrying `{code}.{issuedAtMillis}` (httpOnly, SameSite=Lax). */
export const REFERRAL_COOKIE_NAME = 'wb_ref';
/** The referral cookie's value: the code and when the visit set it (epoch milliseconds). */
export function referralCookieValue(code: string, issuedAt: Date): string {
  return `${code}.${issuedAt.getTime()}`;
}

/**
 * A referral cookie's code and issue time, or null when it is not one. The 30-day window is
 * checked by the affiliates service against the sign-up's time, not by the browser alone.
 */
export function parseReferralCookie(
  value: string | undefined | null,
): { code: string; issuedAt: Date } | null {
  const match = /^([A-Z0-9]{4,40})\.(\d{10,16})$/.exec(value ?? '');
  if (!match) return null;
  const issuedAt = new Date(Number(match[2]));
  return Number.isNaN(issuedAt.getTime()) ? null : { code: match[1], issuedAt };
}

/** SPEC.md §9: dates of the affiliate terms. */
export const AFFILIATE_TERMS_UPDATED = '2024-01-01';

/** The banner sizes of the marketing materials page. */
export const AFFILIATE_BANNER_SIZES = ['728x90', '300x250', '160x600'] as const;
export const affiliateBannerSizeSchema = z.enum(AFFILIATE_BANNER_SIZES);
export type AffiliateBannerSize = z.infer<typeof affiliateBannerSizeSchema>;

// ---------------------------------------------------------------------------------------
// Application (SPEC.md §3, §5, §8)
// ---------------------------------------------------------------------------------------

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const experienceLevelSchema = z.enum(EXPERIENCE_LEVELS);
export const EXPECTED_REFERRALS = ['1-10', '11-25', '26-50', '51-100', '100+'] as const;
export const expectedReferralsSchema = z.enum(EXPECTED_REFERRALS);

/** SPEC.md §5 */
export const AGREE_TO_TERMS_MESSAGE = 'Please agree to the terms and conditions';
/** SPEC.md §8 */
export const AFFILIATE_APPLICATION_SUCCESS_MESSAGE =
  "Application submitted successfully! We'll review and contact you within 24 hours.";
export const AFFILIATE_APPLICATION_FAILED_MESSAGE =
  'Failed to submit application. Please try again.';
export const AFFILIATE_FETCH_FAILED_MESSAGE = 'Failed to fetch affiliate data';
export const AFFILIATE_REFERRALS_FETCH_FAILED_MESSAGE = 'Failed to fetch referrals';
export const REFERRAL_LINK_COPIED_TITLE = 'Copied!';
export const REFERRAL_LINK_COPIED_MESSAGE = 'Referral link copied to clipboard';
export const APPROVE_AFFILIATE_FAILED_MESSAGE = 'Failed to approve affiliate';
/** A tracked code that is unknown, pending or suspended. */
export const REFERRAL_CODE_UNKNOWN_MESSAGE =
  'This referral link is not valid or is no longer active.';

/** POST /api/affiliate-applications */
export const affiliateApplicationRequestSchema = z.object({
  firstName: requiredText(100, 'First name'),
  lastName: requiredText(100, 'Last name'),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone is too long')
    .regex(/^[0-9+()\-.\s]*$/, 'Please enter a valid phone number')
    .nullish()
    .transform((v) => (v ? v : null)),
  website: z
    .string()
    .trim()
    .max(500, 'Website must be at most 500 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), {
      message: 'Please enter a valid URL (starting with http:// or https://)',
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  company: optionalText(200, 'Company'),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: 'Please select your experience level' }),
  promotionMethods: z
    .array(requiredText(100, 'Promotion method'), {
      error: 'Please select at least one promotion method',
    })
    .min(1, 'Please select at least one promotion method')
    .max(20, 'Please select at most 20 promotion methods'),
  expectedReferrals: expectedReferralsSchema
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  additionalInfo: optionalText(4000, 'Additional information', { multiline: true }),
  agreeToTerms: z.literal(true, { error: AGREE_TO_TERMS_MESSAGE }),
});
export type AffiliateApplicationRequest = z.input<typeof affiliateApplicationRequestSchema>;

export const affiliateApplicationResponseSchema = z.object({
  application: z.object({ id: z.uuid(), status: z.literal('pending') }),
  message: z.string(),
});
export type AffiliateApplicationResponse = z.infer<typeof affiliateApplicationResponseSchema>;

// ---------------------------------------------------------------------------------------
// The affiliate record (SPEC.md §3, §9)
// ---------------------------------------------------------------------------------------

/**
 * pending: applied, waiting for an admin; approved: approved (sets approved_at/by); active:
 * approved and already sending visitors (the first tracked click); suspended: an admin stopped
 * it. approved and active are both "an affiliate" (tracking, attribution, isAffiliate).
 */
export const AFFILIATE_STATUSES = ['pending', 'approved', 'active', 'suspended'] as const;
export const affiliateStatusSchema = z.enum(AFFILIATE_STATUSES);
export type AffiliateStatus = z.infer<typeof affiliateStatusSchema>;
export const isAffiliateInGoodStanding = (status: AffiliateStatus) =>
  status === 'approved' || status === 'active';

export const affiliateStatsSchema = z.object({
  /** Tracked visits through the referral link. */
  clicks: z.number().int(),
  /** Referred sign-ups. */
  referrals: z.number().int(),
  /** Paid conversions (premium listing, membership, dealer), not cancelled. */
  conversions: z.number().int(),
  /** Commissions earned: approved + paid, in cents (usd). */
  earningsCents: z.number().int(),
  /** Commissions still in the refund window. */
  pendingCents: z.number().int(),
  paidCents: z.number().int(),
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;

export const myAffiliateSchema = z.object({
  id: z.uuid(),
  /** Null until approved. */
  affiliateCode: z.string().nullable(),
  status: affiliateStatusSchema,
  companyName: z.string().nullable(),
  commissionRatePercent: z.number(),
  /** `{origin}?ref={affiliateCode}` (SPEC.md §9); null until approved. */
  referralLink: z.string().nullable(),
  stats: affiliateStatsSchema,
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyAffiliate = z.infer<typeof myAffiliateSchema>;
export const myAffiliateResponseSchema = z.object({ affiliate: myAffiliateSchema.nullable() });
export type MyAffiliateResponse = z.infer<typeof myAffiliateResponseSchema>;

export const CONVERSION_TYPES = ['signup', 'premium_listing', 'membership', 'dealer'] as const;
export const conversionTypeSchema = z.enum(CONVERSION_TYPES);
export type ConversionType = z.infer<typeof conversionTypeSchema>;
export const REFERRAL_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const affiliateReferralSchema = z.object({
  id: z.uuid(),
  conversionType: conversionTypeSchema,
  conversionValueCents: z.number().int(),
  commissionCents: z.number().int(),
  currency: currencySchema,
  status: referralStatusSchema,
  createdAt: z.string(),
});
export type AffiliateReferral = z.infer<typeof affiliateReferralSchema>;

const cursorQuery = {
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
};

export const myReferralsQuerySchema = z.object(cursorQuery);
export const affiliateReferralPageSchema = z.object({
  items: z.array(affiliateReferralSchema),
  nextCursor: z.string().nullable(),
});
export type AffiliateReferralPage = z.infer<typeof affiliateReferralPageSchema>;

/** POST /api/affiliates/track: the `?ref=` of a visit. */
export const trackReferralRequestSchema = z.object({
  code: z
    .string({ error: REFERRAL_CODE_UNKNOWN_MESSAGE })
    .trim()
    .min(1, REFERRAL_CODE_UNKNOWN_MESSAGE)
    .max(40, REFERRAL_CODE_UNKNOWN_MESSAGE),
});
export const trackReferralResponseSchema = z.object({
  code: z.string(),
  /** When the referral cookie (and so the attribution window) ends. */
  expiresAt: z.string(),
});

export const bannerParamsSchema = z.object({ size: affiliateBannerSizeSchema });
export const bannerQuerySchema = z.object({
  /** An active affiliate's code: their referral link is printed on the banner. */
  code: z.string().trim().max(40).optional(),
  /** `1`: answered as an attachment (Content-Disposition) to download. */
  download: z.enum(['0', '1']).optional(),
});

// ---------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------

export const adminAffiliateSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  affiliateCode: z.string().nullable(),
  status: affiliateStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  companyName: z.string().nullable(),
  experienceLevel: experienceLevelSchema,
  promotionMethods: z.array(z.string()),
  expectedReferrals: expectedReferralsSchema.nullable(),
  additionalInfo: z.string().nullable(),
  commissionRatePercent: z.number(),
  clicks: z.number().int(),
  totalReferrals: z.number().int(),
  /** Approved + paid commissions, cents. */
  totalEarningsCents: z.number().int(),
  /** The Stripe Connect account payouts go to (when Stripe is configured); null: bank transfer. */
  stripeAccountId: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.uuid().nullable(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;

export const ADMIN_AFFILIATE_SORTS = [
  'created',
  '-created',
  'name',
  '-name',
  'earnings',
  '-earnings',
  'referrals',
  '-referrals',
] as const;

export const adminAffiliateListQuerySchema = z.object({
  q: searchText(200, 'q'),
  status: z.enum(['all', ...AFFILIATE_STATUSES]).default('all'),
  sort: z.enum(ADMIN_AFFILIATE_SORTS).default('-created'),
  ...cursorQuery,
});
export type AdminAffiliateListQuery = z.infer<typeof adminAffiliateListQuerySchema>;

export const affiliateStatusCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  active: z.number().int(),
  suspended: z.number().int(),
});
export const adminAffiliatePageSchema = z.object({
  items: z.array(adminAffiliateSchema),
  nextCursor: z.string().nullable(),
  /** Per status, for the filter's tabs (q applies, status does not). */
  counts: affiliateStatusCountsSchema,
});
export type AdminAffiliatePage = z.infer<typeof adminAffiliatePageSchema>;

export const MAX_COMMISSION_RATE_PERCENT = 50;
export const updateAffiliateRequestSchema = z.object({
  /** Optional: null clears it (payouts go by bank transfer). */
  stripeAccountId: z
    .string()
    .trim()
    .regex(/^acct_[A-Za-z0-9]{6,64}$/, 'Please enter a Stripe account id (acct_…)')
    .nullable()
    .optional(),
  commissionRatePercent: z
    .number({ error: 'Commission rate must be a number' })
    .min(0, 'Commission rate cannot be negative')
    .max(
      MAX_COMMISSION_RATE_PERCENT,
      `Commission rate must be at most ${MAX_COMMISSION_RATE_PERCENT}%`,
    )
    .refine((v) => Math.round(v * 100) === v * 100, {
      message: 'Commission rate may have at most two decimals',
    })
    .optional(),
});
export type UpdateAffiliateRequest = z.input<typeof updateAffiliateRequestSchema>;

export const adminAffiliateReferralSchema = affiliateReferralSchema.extend({
  affiliateId: z.uuid(),
  affiliateCode: z.string(),
  affiliateName: z.string(),
  referralCode: z.string(),
  referredUserId: z.uuid(),
  referredEmail: z.string().nullable(),
  paymentId: z.uuid().nullable(),
});
export type AdminAffiliateReferral = z.infer<typeof adminAffiliateReferralSchema>;
export const adminAffiliateReferralQuerySchema = z.object({
  affiliateId: z.uuid().optional(),
  status: referralStatusSchema.optional(),
  ...cursorQuery,
});
export const adminAffiliateReferralPageSchema = z.object({
  items: z.array(adminAffiliateReferralSchema),
  nextCursor: z.string().nullable(),
});

/** SPEC.md §3: processed, pending, other (a failed transfer). */
export const AFFILIATE_PAYMENT_STATUSES = ['processed', 'pending', 'failed'] as const;
export const affiliatePaymentStatusSchema = z.enum(AFFILIATE_PAYMENT_STATUSES);
/** The payout port's adapters: a bank-transfer CSV for finance, or a Stripe Connect transfer. */
export const PAYOUT_METHODS = ['bank_export', 'stripe_connect'] as const;
export const payoutMethodSchema = z.enum(PAYOUT_METHODS);

export const payoutMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM');

export const affiliatePaymentSchema = z.object({
  id: z.uuid(),
  affiliateId: z.uuid(),
  affiliateCode: z.string(),
  affiliateName: z.string(),
  email: z.string(),
  month: z.string(),
  amountCents: z.number().int(),
  currency: currencySchema,
  paymentMethod: payoutMethodSchema,
  status: affiliatePaymentStatusSchema,
  /** The transfer id (Stripe Connect) or the export batch reference. */
  reference: z.string().nullable(),
  referralCount: z.number().int(),
  createdAt: z.string(),
});
export type AffiliatePayment = z.infer<typeof affiliatePaymentSchema>;
export const adminAffiliatePaymentQuerySchema = z.object({
  affiliateId: z.uuid().optional(),
  month: payoutMonthSchema.optional(),
  ...cursorQuery,
});
export const adminAffiliatePaymentPageSchema = z.object({
  items: z.array(affiliatePaymentSchema),
  nextCursor: z.string().nullable(),
  /** Sum of the listed filter's payments (all pages). */
  totalCents: z.number().int(),
});

/** POST /api/admin/affiliate-payouts/run: the month defaults to the previous calendar month (UTC). */
export const payoutRunRequestSchema = z.object({ month: payoutMonthSchema.optional() });
export const payoutRunResponseSchema = z.object({
  month: z.string(),
  /** Affiliates paid by this run (0 when the month was already paid). */
  paidAffiliates: z.number().int(),
  totalCents: z.number().int(),
});
export type PayoutRunResponse = z.infer<typeof payoutRunResponseSchema>;
export const payoutMonthParamsSchema = z.object({ month: payoutMonthSchema });
