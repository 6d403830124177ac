import { z } from 'zod';
import { optionalText } from './text.js';

/** Why a visitor reports a listing ("Report this listing" on the vehicle page). */
export const REPORT_REASONS = [
  { value: 'fraud', label: 'Scam or fraud' },
  { value: 'wrong_information', label: 'Wrong or misleading information' },
  { value: 'stolen_photos', label: 'Photos copied from another listing' },
  { value: 'already_sold', label: 'Vehicle already sold' },
  { value: 'offensive', label: 'Offensive or inappropriate content' },
  { value: 'other', label: 'Something else' },
] as const;
export const reportReasonSchema = z.enum(
  REPORT_REASONS.map((r) => r.value) as [
    (typeof REPORT_REASONS)[number]['value'],
    ...(typeof REPORT_REASONS)[number]['value'][],
  ],
);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_DETAILS_REQUIRED = 'Please tell us what is wrong with this listing.';
export const REPORT_RECEIVED = 'Thank you. Our team will review this listing within 24 hours.';

export const reportListingRequestSchema = z
  .object({
    reason: reportReasonSchema,
    details: optionalText(2000, 'Details', { multiline: true }),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: REPORT_DETAILS_REQUIRED });
  });
export type ReportListingRequest = z.input<typeof reportListingRequestSchema>;

export const reportStatusSchema = z.enum([
  'open',
  'dismissed',
  'listing_deactivated',
  'seller_suspended',
]);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const listingReportSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  listingTitle: z.string(),
  listingStatus: z.string(),
  /** The listing's owner: the account "Suspend seller" deactivates. */
  sellerId: z.uuid(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  /** Null for a signed-out reporter. */
  reporterId: z.uuid().nullable(),
  status: reportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

/** A private seller's listing the fraud pre-screen held back (status pending) with its reasons. */
export const flaggedListingSchema = z.object({
  listingId: z.uuid(),
  title: z.string(),
  sellerId: z.uuid(),
  price: z.number(),
  reasons: z.array(z.string()),
  flaggedAt: z.string(),
});
export type FlaggedListing = z.infer<typeof flaggedListingSchema>;

export const moderationQueueSchema = z.object({
  reports: z.array(listingReportSchema),
  flagged: z.array(flaggedListingSchema),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationQueueQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});

export const resolveReportRequestSchema = z.object({
  action: z.enum(['dismiss', 'deactivate_listing', 'suspend_seller']),
});
export type ResolveReportRequest = z.infer<typeof resolveReportRequestSchema>;

export const flaggedDecisionRequestSchema = z.object({
  decision: z.enum(['approve', 'reject']),
});
