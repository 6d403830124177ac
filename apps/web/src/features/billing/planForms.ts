import { z } from 'zod';
import {
  currencySchema,
  type ListingPlan,
  type MembershipPlan,
  PLAN_REQUIRED_MESSAGE,
  planAudienceSchema,
  planTierSchema,
} from '@market/contracts';

/** SPEC §5: the price is entered in dollars with cents (step 0.01); the API takes integer cents. */
const dollars = z
  .string()
  .trim()
  .min(1, PLAN_REQUIRED_MESSAGE)
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Please enter a price such as 29.99.')
  .transform((value) => Math.round(Number(value) * 100));
const wholeNumber = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `${label} must be a whole number.`)
    .transform(Number);

export const membershipPlanFormSchema = z.object({
  name: z.string().trim().min(1, PLAN_REQUIRED_MESSAGE).max(100),
  description: z.string().trim().max(1000),
  price: dollars,
  currency: currencySchema,
  tier: planTierSchema,
  targetAudience: planAudienceSchema,
  isActive: z.boolean(),
});

export const listingPlanFormSchema = z.object({
  name: z.string().trim().min(1, PLAN_REQUIRED_MESSAGE).max(100),
  description: z.string().trim().max(1000),
  price: dollars,
  currency: currencySchema,
  durationDays: wholeNumber('Duration'),
  maxImages: wholeNumber('Max images'),
  featuredPlacement: z.boolean(),
  priorityPlacement: z.boolean(),
  socialMediaPromotion: z.boolean(),
  analyticsAccess: z.boolean(),
  contactFormLeads: z.boolean(),
  isActive: z.boolean(),
});

const asDollars = (cents: number) => (cents / 100).toFixed(2);

/** SPEC §9: a new membership plan is tier dealers, audience both. */
export function membershipPlanDefaults(plan?: MembershipPlan) {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? asDollars(plan.priceCents) : '',
    currency: plan?.currency ?? 'usd',
    tier: plan?.tier ?? 'dealers',
    targetAudience: plan?.targetAudience ?? 'both',
    isActive: plan?.isActive ?? true,
  } as const;
}

/** SPEC §9: listing plans default to 30 days and 10 images. */
export function listingPlanDefaults(plan?: ListingPlan) {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? asDollars(plan.priceCents) : '',
    currency: plan?.currency ?? 'usd',
    durationDays: String(plan?.durationDays ?? 30),
    maxImages: String(plan?.maxImages ?? 10),
    featuredPlacement: plan?.featuredPlacement ?? false,
    priorityPlacement: plan?.priorityPlacement ?? false,
    socialMediaPromotion: plan?.socialMediaPromotion ?? false,
    analyticsAccess: plan?.analyticsAccess ?? false,
    contactFormLeads: plan?.contactFormLeads ?? false,
    isActive: plan?.isActive ?? true,
  } as const;
}

export const CURRENCY_OPTIONS = currencySchema.options.map((value) => ({
  value,
  label: value.toUpperCase(),
}));
export const TIER_OPTIONS = [
  { value: 'dealers', label: 'Dealers' },
  { value: 'sales_reps', label: 'Sales reps' },
];
export const AUDIENCE_OPTIONS = [
  { value: 'both', label: 'Dealers and sales reps' },
  { value: 'dealers', label: 'Dealers' },
  { value: 'sales_reps', label: 'Sales reps' },
];
export const LISTING_FEATURES = [
  ['featuredPlacement', 'Featured placement'],
  ['priorityPlacement', 'Priority placement in search'],
  ['socialMediaPromotion', 'Social media promotion'],
  ['analyticsAccess', 'Analytics access'],
  ['contactFormLeads', 'Contact form leads'],
] as const;
