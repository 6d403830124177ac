/**
 * Which service answers which API paths. The gateway proxies by this table in the
 * distributed mode; in the embedded mode every service module is mounted in-process.
 * Adding a service means adding its row here and its URL variable (docs/deploy.md).
 */
export const SERVICE_ROUTES = {
  identity: [
    '/api/auth',
    '/api/me',
    '/api/admin/users',
    '/api/admin/audit-log',
    '/api/admin/analytics',
    '/api/admin/system-status',
    '/api/admin/broadcasts',
    '/api/admin/events/identity',
  ],
  notifications: [
    '/api/dev/mailbox',
    '/api/my/messages',
    '/api/my/conversations',
    '/api/email-alerts',
    '/api/my/email-alerts',
    '/api/my/saved-searches',
    '/api/admin/email-alerts',
    '/api/contact',
    '/api/financing',
    '/api/admin/inquiries',
    '/api/admin/events/notifications',
  ],
  listings: [
    '/api/listings',
    '/api/my/listings',
    '/api/listing-images',
    '/api/media',
    '/api/saved-listings',
    '/api/catalog',
    '/api/vin',
    '/api/admin/listings',
    '/api/listing-imports',
    '/api/admin/listing-reports',
    '/api/admin/listing-images',
    '/api/admin/saved-listings',
    '/api/admin/events/listings',
  ],
  search: ['/api/search', '/api/admin/search', '/api/trade-in', '/api/admin/events/search'],
  content: [
    '/api/content',
    '/api/admin/content',
    '/api/site-reviews',
    '/api/admin/site-reviews',
    '/api/admin/events/content',
  ],
  dealers: [
    '/api/dealers',
    '/api/dealer-applications',
    '/api/sales-reps',
    '/api/my/dealer',
    '/api/my/sales-rep',
    '/api/admin/dealers',
    '/api/admin/dealer-applications',
    '/api/admin/dealer-reviews',
    '/api/admin/sales-reps',
    '/api/admin/events/dealers',
  ],
  billing: [
    '/api/billing',
    '/api/my/membership',
    '/api/admin/membership-plans',
    '/api/admin/listing-plans',
    '/api/admin/payments',
    '/api/admin/payment-provider',
    '/api/admin/memberships',
    '/api/admin/user-memberships',
    '/api/admin/events/billing',
  ],
  affiliates: [
    '/api/affiliate-applications',
    '/api/affiliates',
    '/api/my/affiliate',
    '/api/admin/affiliates',
    '/api/admin/affiliate-referrals',
    '/api/admin/affiliate-payments',
    '/api/admin/affiliate-payouts',
    '/api/admin/events/affiliates',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof SERVICE_ROUTES;

/** `IDENTITY_URL`, `NOTIFICATIONS_URL`, ...: where the gateway finds each service. */
export function serviceUrlVariable(service: ServiceName): string {
  return `${service.toUpperCase()}_URL`;
}
