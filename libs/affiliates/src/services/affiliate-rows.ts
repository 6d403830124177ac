import {
  type AdminAffiliate,
  type AffiliatePayment,
  type AffiliateReferral,
  type AffiliateStatus,
  affiliatePaymentStatusSchema,
  affiliateStatusSchema,
  conversionTypeSchema,
  currencySchema,
  expectedReferralsSchema,
  experienceLevelSchema,
  isAffiliateInGoodStanding,
  payoutMethodSchema,
  referralStatusSchema,
} from '@market/contracts';
import { z } from 'zod';

/** An affiliates row as PostgreSQL sends it (commission_rate is numeric: text). */
export const AffiliateRow = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  company_name: z.string().nullable(),
  experience_level: experienceLevelSchema,
  promotion_methods: z.array(z.string()),
  expected_referrals: expectedReferralsSchema.nullable(),
  additional_info: z.string().nullable(),
  affiliate_code: z.string().nullable(),
  status: affiliateStatusSchema,
  commission_rate: z.string(),
  stripe_account_id: z.string().nullable(),
  approved_at: z.date().nullable(),
  approved_by: z.string().nullable(),
  suspended_at: z.date().nullable(),
  created_at: z.date(),
});
export type AffiliateRow = z.infer<typeof AffiliateRow>;

/** The sums an affiliate's dashboard and the admin table show. */
export interface AffiliateTotals {
  clicks: number;
  referrals: number;
  conversions: number;
  earningsCents: number;
  pendingCents: number;
  paidCents: number;
}

export const TOTALS_SQL = `
  COALESCE((SELECT sum(clicks) FROM affiliate_clicks c WHERE c.affiliate_id = a.id), 0)::int AS clicks,
  (SELECT count(*) FROM affiliate_referrals r WHERE r.affiliate_id = a.id AND r.conversion_type = 'signup')::int AS referrals,
  (SELECT count(*) FROM affiliate_referrals r WHERE r.affiliate_id = a.id AND r.conversion_type <> 'signup' AND r.status <> 'cancelled')::int AS conversions,
  COALESCE((SELECT sum(commission_cents) FROM affiliate_referrals r WHERE r.affiliate_id = a.id AND r.status IN ('approved','paid')), 0)::int AS earnings_cents,
  COALESCE((SELECT sum(commission_cents) FROM affiliate_referrals r WHERE r.affiliate_id = a.id AND r.status = 'pending'), 0)::int AS pending_cents,
  COALESCE((SELECT sum(commission_cents) FROM affiliate_referrals r WHERE r.affiliate_id = a.id AND r.status = 'paid'), 0)::int AS paid_cents`;

/** An affiliate with TOTALS_SQL's columns (each cast ::int, so numbers). */
export const AffiliateWithTotalsRow = AffiliateRow.extend({
  clicks: z.number(),
  referrals: z.number(),
  conversions: z.number(),
  earnings_cents: z.number(),
  pending_cents: z.number(),
  paid_cents: z.number(),
});
export type AffiliateWithTotalsRow = z.infer<typeof AffiliateWithTotalsRow>;

export function totalsOf(row: AffiliateWithTotalsRow): AffiliateTotals {
  return {
    clicks: row.clicks,
    referrals: row.referrals,
    conversions: row.conversions,
    earningsCents: row.earnings_cents,
    pendingCents: row.pending_cents,
    paidCents: row.paid_cents,
  };
}

export function toAdminAffiliate(row: AffiliateWithTotalsRow): AdminAffiliate {
  return {
    id: row.id,
    userId: row.user_id,
    affiliateCode: row.affiliate_code,
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    companyName: row.company_name,
    experienceLevel: row.experience_level,
    promotionMethods: row.promotion_methods,
    expectedReferrals: row.expected_referrals,
    additionalInfo: row.additional_info,
    commissionRatePercent: Number(row.commission_rate),
    clicks: row.clicks,
    totalReferrals: row.referrals,
    totalEarningsCents: row.earnings_cents,
    stripeAccountId: row.stripe_account_id,
    approvedAt: row.approved_at?.toISOString() ?? null,
    approvedBy: row.approved_by,
    suspendedAt: row.suspended_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** An affiliate_referrals row (the columns the services read). */
export const ReferralRow = z.object({
  id: z.string(),
  affiliate_id: z.string(),
  referral_code: z.string(),
  referred_user_id: z.string(),
  conversion_type: conversionTypeSchema,
  conversion_value_cents: z.number(),
  commission_cents: z.number(),
  currency: currencySchema,
  status: referralStatusSchema,
  payment_id: z.string().nullable(),
  created_at: z.date(),
});
export type ReferralRow = z.infer<typeof ReferralRow>;

export function toReferral(row: ReferralRow): AffiliateReferral {
  return {
    id: row.id,
    conversionType: row.conversion_type,
    conversionValueCents: row.conversion_value_cents,
    commissionCents: row.commission_cents,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** An affiliate_payments row joined to its affiliate's name, code and e-mail. */
export const PaymentRow = z.object({
  id: z.string(),
  affiliate_id: z.string(),
  affiliate_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  email: z.string(),
  month: z.string(),
  amount_cents: z.number(),
  currency: currencySchema,
  payment_method: payoutMethodSchema,
  status: affiliatePaymentStatusSchema,
  reference: z.string().nullable(),
  referral_count: z.number(),
  created_at: z.date(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

export const displayName = (row: {
  first_name: string;
  last_name: string;
  company_name: string | null;
}) => row.company_name ?? `${row.first_name} ${row.last_name}`;

export function toPayment(row: PaymentRow): AffiliatePayment {
  return {
    id: row.id,
    affiliateId: row.affiliate_id,
    affiliateCode: row.affiliate_code,
    affiliateName: displayName(row),
    email: row.email,
    month: row.month,
    amountCents: row.amount_cents,
    currency: row.currency,
    paymentMethod: row.payment_method,
    status: row.status,
    reference: row.reference,
    referralCount: row.referral_count,
    createdAt: row.created_at.toISOString(),
  };
}

export const inGoodStanding = (status: AffiliateStatus) => isAffiliateInGoodStanding(status);

/** An opaque cursor: the offset of the next page (the admin tables sort by several columns). */
export function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : 0;
}

/** Keyset cursor of a newest-first list: `{createdAt ISO}|{id}`. */
export function encodeKey(row: { created_at: Date; id: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeKey(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { at, id };
}
