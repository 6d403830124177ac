/**
 * Which service answers which API paths. The gateway proxies by this table in the
 * distributed mode; in the embedded mode every service module is mounted in-process.
 * Adding a service means adding its row here and its URL variable (docs/deploy.md).
 */
export const SERVICE_ROUTES = {
  identity: ['/api/auth', '/api/me', '/api/admin/users', '/api/admin/audit-log'],
  notifications: ['/api/dev/mailbox', '/api/my/messages', '/api/my/conversations'],
  listings: [
    '/api/listings',
    '/api/my/listings',
    '/api/listing-images',
    '/api/media',
    '/api/saved-listings',
    '/api/catalog',
    '/api/vin',
    '/api/admin/listings',
  ],
  search: ['/api/search', '/api/admin/search'],
  content: ['/api/content', '/api/admin/content'],
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
  ],
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof SERVICE_ROUTES;

/** `IDENTITY_URL`, `NOTIFICATIONS_URL`, ...: where the gateway finds each service. */
export function serviceUrlVariable(service: ServiceName): string {
  return `${service.toUpperCase()}_URL`;
}
