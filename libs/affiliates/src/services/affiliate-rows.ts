import {
  type AdminAffiliate,
  type AffiliatePayment,
  type AffiliateReferral,
  type AffiliateStatus,
  isAffiliateInGoodStanding,
} from '@market/contracts';

export interface AffiliateRow {
  id: string;
  user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  website: string | null;
  company_name: string | null;
  experience_level: AdminAffiliate['experienceLevel'];
  promotion_methods: string[];
  expected_referrals: AdminAffiliate['expectedReferrals'];
  additional_info: string | null;
  affiliate_code: string | null;
  status: AffiliateStatus;
  commission_rate: string;
  stripe_account_id: string | null;
  approved_at: Date | null;
  approved_by: string | null;
  suspended_at: Date | null;
  created_at: Date;
}

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

export type AffiliateWithTotalsRow = AffiliateRow & {
  clicks: number;
  referrals: number;
  conversions: number;
  earnings_cents: number;
  pending_cents: number;
  paid_cents: number;
};

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

export interface ReferralRow {
  id: string;
  affiliate_id: string;
  referral_code: string;
  referred_user_id: string;
  conversion_type: AffiliateReferral['conversionType'];
  conversion_value_cents: number;
  commission_cents: number;
  currency: AffiliateReferral['currency'];
  status: AffiliateReferral['status'];
  payment_id: string | null;
  created_at: Date;
}

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

export interface PaymentRow {
  id: string;
  affiliate_id: string;
  affiliate_code: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  email: string;
  month: string;
  amount_cents: number;
  currency: AffiliatePayment['currency'];
  payment_method: AffiliatePayment['paymentMethod'];
  status: AffiliatePayment['status'];
  reference: string | null;
  referral_count: number;
  created_at: Date;
}

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
