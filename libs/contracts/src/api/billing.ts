import { z } from 'zod';
import { optionalText, plainText } from './text.js';

/** SPEC.md §9: the currencies a plan may be priced in (usd by default). */
export const CURRENCIES = ['usd', 'eur', 'gbp', 'cad'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** SPEC.md §5: a plan needs a name and a price. */
export const PLAN_REQUIRED_MESSAGE = 'Please fill in all required fields';
/** SPEC.md §5: assigning a membership needs a plan. */
export const MEMBERSHIP_PLAN_REQUIRED_MESSAGE = 'Please select a membership plan';
/** SPEC.md §5: a sales-rep sign-up needs a plan. */
export const SIGN_UP_PLAN_REQUIRED_MESSAGE = 'Please select a membership plan to continue.';
/** SPEC.md §9: a membership (paid or assigned) lasts this long. */
export const MEMBERSHIP_DAYS = 30;
/** SPEC.md §9: listing plan defaults. */
export const LISTING_PLAN_DEFAULT_DAYS = 30;
export const LISTING_PLAN_DEFAULT_IMAGES = 10;
/** The price limit of a plan: $100,000.00 a month is far beyond any plan, and keeps sums in range. */
export const MAX_PLAN_PRICE_CENTS = 10_000_000;

export const planTierSchema = z.enum(['dealers', 'sales_reps']);
export const planAudienceSchema = z.enum(['dealers', 'sales_reps', 'both']);
export type PlanAudience = z.infer<typeof planAudienceSchema>;

/** Money is integer cents end to end; the SPA shows and edits dollars with two decimals. */
const priceCents = z
  .number({ error: PLAN_REQUIRED_MESSAGE })
  .int('The price must be a whole number of cents.')
  .min(0, 'The price cannot be negative.')
  .max(MAX_PLAN_PRICE_CENTS, 'The price is too high.');
const planName = z
  .string({ error: PLAN_REQUIRED_MESSAGE })
  .trim()
  .min(1, PLAN_REQUIRED_MESSAGE)
  .max(100, 'The plan name must be at most 100 characters.')
  .pipe(plainText('Plan name'));

export const membershipPlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  currency: currencySchema,
  tier: planTierSchema,
  targetAudience: planAudienceSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** POST /api/admin/membership-plans (SPEC.md §9: a new plan is tier dealers, audience both). */
const membershipPlanFields = {
  name: planName,
  description: optionalText(1000, 'Description', { multiline: true }),
  priceCents,
  currency: currencySchema,
  tier: planTierSchema,
  targetAudience: planAudienceSchema,
  isActive: z.boolean(),
};
export const createMembershipPlanSchema = z.object({
  ...membershipPlanFields,
  currency: currencySchema.default('usd'),
  tier: planTierSchema.default('dealers'),
  targetAudience: planAudienceSchema.default('both'),
  isActive: z.boolean().default(true),
});
export type CreateMembershipPlan = z.input<typeof createMembershipPlanSchema>;

/** PATCH /api/admin/membership-plans/:id: the fields sent change; name and price stay required when sent. */
export const updateMembershipPlanSchema = z.object(membershipPlanFields).partial();
export type UpdateMembershipPlan = z.input<typeof updateMembershipPlanSchema>;

export const listingPlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  currency: currencySchema,
  durationDays: z.number().int(),
  maxImages: z.number().int(),
  featuredPlacement: z.boolean(),
  priorityPlacement: z.boolean(),
  socialMediaPromotion: z.boolean(),
  analyticsAccess: z.boolean(),
  contactFormLeads: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ListingPlan = z.infer<typeof listingPlanSchema>;

const listingPlanFields = {
  name: planName,
  description: optionalText(1000, 'Description', { multiline: true }),
  priceCents,
  currency: currencySchema,
  durationDays: z
    .number()
    .int('Duration must be a whole number of days.')
    .min(1, 'Duration must be at least 1 day.')
    .max(365, 'Duration must be at most 365 days.'),
  maxImages: z
    .number()
    .int('Max images must be a whole number.')
    .min(1, 'Max images must be at least 1.')
    .max(50, 'Max images must be at most 50.'),
  featuredPlacement: z.boolean(),
  priorityPlacement: z.boolean(),
  socialMediaPromotion: z.boolean(),
  analyticsAccess: z.boolean(),
  contactFormLeads: z.boolean(),
  isActive: z.boolean(),
};
export const createListingPlanSchema = z.object({
  ...listingPlanFields,
  currency: currencySchema.default('usd'),
  durationDays: listingPlanFields.durationDays.default(LISTING_PLAN_DEFAULT_DAYS),
  maxImages: listingPlanFields.maxImages.default(LISTING_PLAN_DEFAULT_IMAGES),
  featuredPlacement: z.boolean().default(false),
  priorityPlacement: z.boolean().default(false),
  socialMediaPromotion: z.boolean().default(false),
  analyticsAccess: z.boolean().default(false),
  contactFormLeads: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type CreateListingPlan = z.input<typeof createListingPlanSchema>;
export const updateListingPlanSchema = z.object(listingPlanFields).partial();
export type UpdateListingPlan = z.input<typeof updateListingPlanSchema>;

export const planAudienceQuerySchema = z.object({
  audience: z.enum(['sales_reps', 'dealers']).default('sales_reps'),
});

/**
 * POST /api/billing/checkout: a membership (`planId`) or a premium listing (`listingPlanId` +
 * `listingId`). A signed-out caller who has just signed up pays with the `signUpToken` the
 * sign-up answered with (their e-mail is not verified yet, so they cannot sign in).
 */
export const checkoutRequestSchema = z
  .object({
    planId: z.uuid('Please select a membership plan to continue.').optional(),
    listingPlanId: z.uuid('Please select a listing plan.').optional(),
    listingId: z.uuid('Please choose the listing to promote.').optional(),
    signUpToken: z.string().min(20).max(200).optional(),
  })
  .refine((v) => !!v.planId !== !!v.listingPlanId, {
    path: ['planId'],
    message: 'Please select a membership plan to continue.',
  })
  .refine((v) => !v.listingPlanId || !!v.listingId, {
    path: ['listingId'],
    message: 'Please choose the listing to promote.',
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutStatusSchema = z.enum(['open', 'paid', 'failed', 'expired']);
export const paymentProviderNameSchema = z.enum(['sandbox', 'stripe']);

/** GET /api/billing/checkout/:sessionId: what the sandbox page and /payment-success show. */
export const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  kind: z.enum(['membership', 'listing']),
  status: checkoutStatusSchema,
  provider: paymentProviderNameSchema,
  amountCents: z.number().int(),
  currency: currencySchema,
  description: z.string(),
  listingId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * The sandbox checkout page's answer. Stripe's test cards: 4242… pays (and pays the
 * renewals), 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now but declines
 * every later charge (a membership bought with it fails its renewal).
 */
export const sandboxOutcomeRequestSchema = z.object({
  outcome: z.enum(['pay', 'decline']),
  cardNumber: z.string().trim().max(30).optional(),
});
export const SANDBOX_PAYING_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_RENEWAL_DECLINED_CARD = '4000000000000341';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const CARD_INVALID_MESSAGE = 'Please enter a test card number, such as 4242 4242 4242 4242.';

export const membershipStatusSchema = z.enum(['active', 'past_due', 'canceled']);
export const membershipSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  priceCents: z.number().int(),
  currency: currencySchema,
  status: membershipStatusSchema,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  canceledAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Who started it: a payment, or an admin's assignment. */
  source: z.enum(['payment', 'admin']),
  /**
   * Renewed every 30 days from the saved card (a paid membership): false for an admin's
   * assignment, which ends with its period. Absent from older answers.
   */
  renews: z.boolean().optional(),
  /** Failed renewal charges since the last success (past due); the next try, if any. */
  renewalAttempts: z.number().int().optional(),
  nextRenewalAttemptAt: z.string().nullable().optional(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const myMembershipResponseSchema = z.object({ membership: membershipSchema.nullable() });
export type MyMembershipResponse = z.infer<typeof myMembershipResponseSchema>;

/** PUT /api/admin/users/:id/membership */
export const assignMembershipSchema = z.object({
  planId: z.uuid({ error: MEMBERSHIP_PLAN_REQUIRED_MESSAGE }),
});

export const paymentStatusSchema = z.enum(['succeeded', 'refunded', 'partially_refunded']);
export const paymentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string().nullable(),
  kind: z.enum(['membership', 'listing']),
  description: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: currencySchema,
  status: paymentStatusSchema,
  provider: paymentProviderNameSchema,
  planId: z.uuid().nullable(),
  listingPlanId: z.uuid().nullable(),
  listingId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListQuerySchema = z.object({
  status: paymentStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
/** Totals per currency (a sum across currencies means nothing). */
export const paymentTotalsSchema = z.object({
  currency: currencySchema,
  count: z.number().int(),
  grossCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
});
export const paymentListSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  totals: z.array(paymentTotalsSchema),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** What the admin Stripe tab shows: the real state, never a secret. */
export const providerStatusSchema = z.object({
  provider: paymentProviderNameSchema,
  mode: z.enum(['sandbox', 'test', 'live']),
  secretKeyConfigured: z.boolean(),
  webhookSecretConfigured: z.boolean(),
  webhookUrl: z.string(),
  defaultCurrency: currencySchema,
  currencies: z.array(currencySchema),
  lastEventAt: z.string().nullable(),
  lastEventType: z.string().nullable(),
  eventsReceived: z.number().int(),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

export const membershipListSchema = z.object({
  items: z.array(membershipSchema.extend({ email: z.string().nullable() })),
});

/** Dollars with two decimals, for people; the API speaks cents. */
export function formatMoney(cents: number, currency: Currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
