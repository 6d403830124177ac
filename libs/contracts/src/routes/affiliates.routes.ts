import {
  adminAffiliateListQuerySchema,
  adminAffiliatePageSchema,
  adminAffiliatePaymentPageSchema,
  adminAffiliatePaymentQuerySchema,
  adminAffiliateReferralPageSchema,
  adminAffiliateReferralQuerySchema,
  adminAffiliateSchema,
  affiliateApplicationRequestSchema,
  affiliateApplicationResponseSchema,
  affiliateReferralPageSchema,
  bannerParamsSchema,
  bannerQuerySchema,
  myAffiliateResponseSchema,
  myReferralsQuerySchema,
  payoutMonthParamsSchema,
  payoutRunRequestSchema,
  payoutRunResponseSchema,
  trackReferralRequestSchema,
  trackReferralResponseSchema,
  updateAffiliateRequestSchema,
} from '../api/affiliates.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

export const affiliateRoutes = routeGroup('affiliates', {
  apply: {
    method: 'POST',
    path: '/affiliate-applications',
    summary:
      'Apply to the affiliate program (a signed-in applicant is linked to the record); mails a receipt and tells the admins',
    auth: 'optional',
    body: affiliateApplicationRequestSchema,
    bodyLabel: 'application',
    response: affiliateApplicationResponseSchema,
    status: 201,
    errors: ['AFFILIATE_APPLICATION_EXISTS'],
  },
  track: {
    method: 'POST',
    path: '/affiliates/track',
    summary:
      'A visit through `{origin}?ref={code}`: counts the click and sets the first-party 30-day referral cookie that a sign-up carries',
    auth: 'public',
    body: trackReferralRequestSchema,
    response: trackReferralResponseSchema,
    errors: ['REFERRAL_CODE_UNKNOWN'],
  },
  banner: {
    method: 'GET',
    path: '/affiliates/materials/:size',
    summary:
      'A marketing banner (SVG) with the site name and, with `code` of an active affiliate, their referral link; `download=1` answers it as an attachment',
    auth: 'public',
    params: bannerParamsSchema,
    query: bannerQuerySchema,
    response: { kind: 'file', contentType: 'image/svg+xml' },
    errors: ['NOT_FOUND'],
  },
});

export const myAffiliateRoutes = routeGroup('my-affiliate', {
  get: {
    method: 'GET',
    path: '/my/affiliate',
    summary: "The signed-in user's affiliate record with its stats, or null (not an affiliate yet)",
    auth: 'signed-in',
    response: myAffiliateResponseSchema,
  },
  referrals: {
    method: 'GET',
    path: '/my/affiliate/referrals',
    summary: "The signed-in affiliate's referrals, newest first (empty without a record)",
    auth: 'signed-in',
    query: myReferralsQuerySchema,
    response: affiliateReferralPageSchema,
  },
});

const admin = { roles: ['admin'] } as const;

export const adminAffiliateRoutes = routeGroup('admin-affiliates', {
  list: {
    method: 'GET',
    path: '/admin/affiliates',
    summary:
      'Affiliates and applications in any state: search, status filter, sort, counts per status',
    auth: admin,
    query: adminAffiliateListQuerySchema,
    response: adminAffiliatePageSchema,
  },
  approve: {
    method: 'POST',
    path: '/admin/affiliates/:id/approve',
    summary:
      'Approve a pending affiliate: a unique affiliate code, approved_at/approved_by, the approval e-mail',
    auth: admin,
    params: idParams,
    response: adminAffiliateSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  suspend: {
    method: 'POST',
    path: '/admin/affiliates/:id/suspend',
    summary: 'Suspend an affiliate: its link stops tracking and nothing new is attributed',
    auth: admin,
    params: idParams,
    response: adminAffiliateSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  reactivate: {
    method: 'POST',
    path: '/admin/affiliates/:id/reactivate',
    summary: 'Reactivate a suspended affiliate (back to approved)',
    auth: admin,
    params: idParams,
    response: adminAffiliateSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/affiliates/:id',
    summary: "Change an affiliate's membership commission rate (future commissions)",
    auth: admin,
    params: idParams,
    body: updateAffiliateRequestSchema,
    bodyLabel: 'affiliate',
    response: adminAffiliateSchema,
    errors: ['NOT_FOUND'],
  },
  referrals: {
    method: 'GET',
    path: '/admin/affiliate-referrals',
    summary: 'Referrals of every affiliate, newest first',
    auth: admin,
    query: adminAffiliateReferralQuerySchema,
    response: adminAffiliateReferralPageSchema,
  },
  payments: {
    method: 'GET',
    path: '/admin/affiliate-payments',
    summary: 'Affiliate payouts, newest first',
    auth: admin,
    query: adminAffiliatePaymentQuerySchema,
    response: adminAffiliatePaymentPageSchema,
  },
  runPayouts: {
    method: 'POST',
    path: '/admin/affiliate-payouts/run',
    summary:
      'Pay every affiliate whose approved commissions reach the $50 minimum for a month (default: last month); running it again pays nobody twice',
    auth: admin,
    body: payoutRunRequestSchema,
    bodyLabel: 'payout run',
    response: payoutRunResponseSchema,
  },
  exportPayouts: {
    method: 'GET',
    path: '/admin/affiliate-payouts/:month/export.csv',
    summary: "A month's payouts as a bank-transfer CSV",
    auth: admin,
    params: payoutMonthParamsSchema,
    response: { kind: 'file', contentType: 'text/csv' },
  },
});
