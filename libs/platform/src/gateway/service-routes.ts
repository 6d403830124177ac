/**
 * Which service answers which API paths. The gateway proxies by this table in the
 * distributed mode; in the embedded mode every service module is mounted in-process.
 * Adding a service means adding its row here and its URL variable (docs/deploy.md).
 */
export const SERVICE_ROUTES = {
  identity: ['/api/auth', '/api/me', '/api/admin/users', '/api/admin/audit-logs'],
  notifications: ['/api/dev/mailbox'],
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
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof SERVICE_ROUTES;

/** `IDENTITY_URL`, `NOTIFICATIONS_URL`, ...: where the gateway finds each service. */
export function serviceUrlVariable(service: ServiceName): string {
  return `${service.toUpperCase()}_URL`;
}
