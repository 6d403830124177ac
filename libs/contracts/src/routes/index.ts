import type { RouteSpec } from '../http/route.js';
import {
  adminAnalyticsRoutes,
  adminBroadcastRoutes,
  adminUserRoutes,
  authRoutes,
  meRoutes,
} from './identity.routes.js';
import {
  adminListingRoutes,
  catalogueRoutes,
  listingImageRoutes,
  listingRoutes,
  savedListingRoutes,
} from './listings.routes.js';
import { adminSearchRoutes, searchRoutes } from './search.routes.js';
import { adminContentRoutes, contentRoutes } from './content.routes.js';
import {
  adminApplicationRoutes,
  adminDealerRoutes,
  dealerApplicationRoutes,
  dealerRoutes,
  myBusinessRoutes,
  repAffiliationRoutes,
  salesRepRoutes,
} from './dealers.routes.js';
import { devMailboxRoutes, inboxRoutes } from './notifications.routes.js';
import { adminEventRoutes, healthRoutes } from './platform.routes.js';
import {
  adminSiteContentRoutes,
  adminSiteReviewRoutes,
  siteContentRoutes,
  siteReviewRoutes,
} from './site-content.routes.js';
import {
  adminEmailAlertRoutes,
  emailAlertRoutes,
  myEmailAlertRoutes,
} from './email-alerts.routes.js';
import { listingImportRoutes, listingReportRoutes } from './listing-supply.routes.js';
import {
  adminInquiryRoutes,
  contactRoutes,
  financingRoutes,
  tradeInRoutes,
} from './inquiries.routes.js';
import { adminBillingRoutes, billingRoutes, myMembershipRoutes } from './billing.routes.js';
import { conversationRoutes } from './conversations.routes.js';
import { marketRoutes } from './market.routes.js';
import { adminAffiliateRoutes, affiliateRoutes, myAffiliateRoutes } from './affiliates.routes.js';

export * from './identity.routes.js';
export * from './listings.routes.js';
export * from './search.routes.js';
export * from './content.routes.js';
export * from './dealers.routes.js';
export * from './notifications.routes.js';
export * from './platform.routes.js';
export * from './site-content.routes.js';
export * from './email-alerts.routes.js';
export * from './listing-supply.routes.js';
export * from './inquiries.routes.js';
export * from './billing.routes.js';
export * from './conversations.routes.js';
export * from './market.routes.js';
export * from './affiliates.routes.js';
export { idParams } from './params.js';

const groups = [
  authRoutes,
  meRoutes,
  adminUserRoutes,
  listingRoutes,
  listingImageRoutes,
  savedListingRoutes,
  catalogueRoutes,
  adminListingRoutes,
  searchRoutes,
  adminSearchRoutes,
  contentRoutes,
  adminContentRoutes,
  dealerApplicationRoutes,
  dealerRoutes,
  salesRepRoutes,
  myBusinessRoutes,
  adminDealerRoutes,
  adminApplicationRoutes,
  repAffiliationRoutes,
  inboxRoutes,
  devMailboxRoutes,
  healthRoutes,
  adminEventRoutes,
  siteContentRoutes,
  siteReviewRoutes,
  adminSiteContentRoutes,
  adminSiteReviewRoutes,
  emailAlertRoutes,
  myEmailAlertRoutes,
  adminEmailAlertRoutes,
  listingImportRoutes,
  listingReportRoutes,
  contactRoutes,
  financingRoutes,
  adminInquiryRoutes,
  tradeInRoutes,
  billingRoutes,
  myMembershipRoutes,
  adminBillingRoutes,
  adminAnalyticsRoutes,
  adminBroadcastRoutes,
  conversationRoutes,
  marketRoutes,
  affiliateRoutes,
  myAffiliateRoutes,
  adminAffiliateRoutes,
];

/** Every route of the API; docs/openapi.json is generated from this list. */
export const apiRoutes: readonly RouteSpec[] = groups.flatMap(
  (group) => Object.values(group) as RouteSpec[],
);
