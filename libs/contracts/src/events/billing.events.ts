import { z } from 'zod';
import { currencySchema, planAudienceSchema } from '../api/billing.js';
import { defineEvent } from './envelope.js';

/**
 * A membership plan was created, changed or deleted. identity keeps the plans a sales-rep
 * sign-up may choose from these (an unknown or inactive plan id is refused there).
 */
export const membershipPlanChanged = defineEvent(
  'billing.membership-plan.changed',
  1,
  z.object({
    planId: z.uuid(),
    name: z.string(),
    priceCents: z.number().int(),
    currency: currencySchema,
    targetAudience: planAudienceSchema,
    isActive: z.boolean(),
    deleted: z.boolean(),
  }),
);

const purchase = {
  userId: z.uuid(),
  /** What was bought: a membership plan, or a listing plan for one listing. */
  kind: z.enum(['membership', 'listing']),
  planId: z.uuid().nullable(),
  listingPlanId: z.uuid().nullable(),
  listingId: z.uuid().nullable(),
  /** Integer cents in `currency` (affiliates compute commissions from it). */
  amountCents: z.number().int(),
  currency: currencySchema,
  provider: z.enum(['sandbox', 'stripe']),
};

/** The provider confirmed a checkout session as paid (once per session). */
export const checkoutCompleted = defineEvent(
  'billing.checkout.completed',
  1,
  z.object({ sessionId: z.string(), ...purchase }),
);

/**
 * Money was received. `paymentId` is billing's id (stable across redeliveries), `email` the
 * payer's address for the receipt, `description` what the receipt names.
 */
export const paymentSucceeded = defineEvent(
  'billing.payment.succeeded',
  1,
  z.object({
    paymentId: z.uuid(),
    sessionId: z.string(),
    providerPaymentId: z.string().nullable(),
    email: z.string().nullable(),
    description: z.string(),
    paidAt: z.string(),
    ...purchase,
    /**
     * Why it was charged: the payer's checkout, or a membership's renewal (the saved card
     * charged at the period's end; `sessionId` then names the renewal's invoice). Absent in
     * older events: a checkout.
     */
    billingReason: z.enum(['checkout', 'renewal']).optional(),
    /** The membership the payment is for (renewals). */
    membershipId: z.uuid().nullable().optional(),
  }),
);

/** Money went back to the payer (all of it, or part: `refundedCents` is the total refunded so far). */
export const paymentRefunded = defineEvent(
  'billing.payment.refunded',
  1,
  z.object({
    paymentId: z.uuid(),
    sessionId: z.string(),
    email: z.string().nullable(),
    description: z.string(),
    refundCents: z.number().int(),
    refundedCents: z.number().int(),
    refundedAt: z.string(),
    ...purchase,
  }),
);

const membership = {
  membershipId: z.uuid(),
  userId: z.uuid(),
  planId: z.uuid(),
  planName: z.string(),
  targetAudience: planAudienceSchema,
};

/**
 * A membership became active for `currentPeriodStart`..`currentPeriodEnd`. identity grants the
 * sales_rep role for a plan open to reps when the account signed up as a rep (or the plan is
 * for reps only); notifications mails the confirmation.
 */
export const membershipActivated = defineEvent(
  'billing.membership.activated',
  1,
  z.object({
    ...membership,
    email: z.string().nullable(),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    source: z.enum(['payment', 'admin']),
  }),
);

/**
 * A membership ended. `replaced`: a new one takes over (nothing is lost); otherwise the user
 * has no active membership any more and identity withdraws the role the membership gave.
 */
export const membershipCanceled = defineEvent(
  'billing.membership.canceled',
  1,
  z.object({
    ...membership,
    canceledAt: z.string(),
    /** `payment_failed`: the renewal retries ran out (or the provider gave the subscription up). */
    reason: z.enum(['replaced', 'admin', 'expired', 'user', 'payment_failed']),
  }),
);

/**
 * A renewal could not be charged: the membership is past due; notifications tells the user.
 * `nextAttemptAt`: when the card is tried again (null: no more tries, the membership ends).
 */
export const membershipPastDue = defineEvent(
  'billing.membership.past-due',
  1,
  z.object({
    ...membership,
    email: z.string().nullable(),
    currentPeriodEnd: z.string(),
    attempt: z.number().int().optional(),
    nextAttemptAt: z.string().nullable().optional(),
  }),
);

/**
 * A paid listing plan applies to a listing until `expiresAt`: listings publishes it with the
 * plan's placement (featured: on the home carousel; priority: ranked first in search).
 */
export const listingPromoted = defineEvent(
  'billing.listing.promoted',
  1,
  z.object({
    listingId: z.uuid(),
    userId: z.uuid(),
    listingPlanId: z.uuid(),
    paymentId: z.uuid(),
    featuredPlacement: z.boolean(),
    priorityPlacement: z.boolean(),
    expiresAt: z.string(),
  }),
);
