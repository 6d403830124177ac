import { z } from 'zod';
import { affiliateStatusSchema } from '../api/affiliates.js';
import { defineEvent } from './envelope.js';

/**
 * Someone applied to the affiliate program. notifications mails the applicant a receipt and
 * every admin a notice of the new application.
 */
export const affiliateApplicationSubmitted = defineEvent(
  'affiliates.application.submitted',
  1,
  z.object({
    affiliateId: z.uuid(),
    userId: z.uuid().nullable(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    website: z.string().nullable(),
    experienceLevel: z.string(),
    promotionMethods: z.array(z.string()),
    submittedAt: z.string(),
  }),
);

/** An admin approved an application: notifications mails the approval with the referral link. */
export const affiliateApproved = defineEvent(
  'affiliates.affiliate.approved',
  1,
  z.object({
    affiliateId: z.uuid(),
    userId: z.uuid().nullable(),
    email: z.string(),
    firstName: z.string(),
    affiliateCode: z.string(),
    commissionRatePercent: z.number(),
    referralLink: z.string(),
    approvedAt: z.string(),
    approvedBy: z.uuid(),
  }),
);

/**
 * The affiliate standing of an account changed (approved, suspended, reactivated, or the record
 * was linked to the account): identity projects `isAffiliate` for the user's "me" from it.
 * Sent only once the record has an account (`userId`).
 */
export const affiliateStatusChanged = defineEvent(
  'affiliates.affiliate.status-changed',
  1,
  z.object({
    affiliateId: z.uuid(),
    userId: z.uuid(),
    status: affiliateStatusSchema,
    /** approved or active: the account is an affiliate (tracking and commissions run). */
    isAffiliate: z.boolean(),
    changedAt: z.string(),
  }),
);

/** A monthly payout paid an affiliate: notifications mails them the statement. */
export const affiliatePayoutPaid = defineEvent(
  'affiliates.payout.paid',
  1,
  z.object({
    paymentId: z.uuid(),
    affiliateId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    month: z.string(),
    amountCents: z.number().int(),
    paymentMethod: z.enum(['bank_export', 'stripe_connect']),
    referralCount: z.number().int(),
  }),
);
