import type { Cache } from '../cache/cache.port.js';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Fixed-window counters in the cache port, so limits hold across gateway replicas. */
export class RateLimiter {
  constructor(private readonly cache: Cache) {}

  /** Returns the seconds to wait when over the limit, or 0 when the request may go. */
  async hit(rule: RateRule, client: string): Promise<number> {
    const window = Math.floor(Date.now() / 1000 / rule.windowSeconds);
    const count = await this.cache.increment(
      `rate:${rule.name}:${client}:${window}`,
      rule.windowSeconds,
    );
    if (count <= rule.limit) return 0;
    return Math.max(1, (window + 1) * rule.windowSeconds - Math.floor(Date.now() / 1000));
  }
}

const AUTH_ROUTES =
  /^\/api\/auth\/(sign-in|sign-up|password-reset\/request|password-reset\/confirm|resend-verification|verify-email|change-password)$/;

export function isSensitiveAuthRoute(path: string): boolean {
  return AUTH_ROUTES.test(path);
}

/** Public or signed-in routes that cost the services real CPU, each with its own per-minute budget. */
/** Public forms that send someone an e-mail or queue work for an admin (dealers and notifications contexts; listing reports). */
const SUBMISSION_ROUTES =
  /^\/api\/(dealer-applications|affiliate-applications|dealers\/[^/]+\/(messages|reviews)|sales-reps\/[^/]+\/messages|listings\/[^/]+\/reports|contact|financing\/pre-approvals)$/;
/** E-mail alert subscriptions mail a confirmation link: the same budget as the other public forms. */
const ALERT_SUBSCRIBE_ROUTE = '/api/email-alerts/subscriptions';
/** Logo uploads share the photo upload budget. */
const LOGO_UPLOAD_ROUTES = /^\/api\/(dealer-applications\/logo|my\/dealer\/logo)$/;

export function costlyRouteRule(
  method: string,
  path: string,
  config: {
    VIN_DECODE_RATE_LIMIT_PER_MINUTE: number;
    UPLOAD_RATE_LIMIT_PER_MINUTE: number;
    SUBMISSION_RATE_LIMIT_PER_HOUR?: number;
  },
): { name: string; limit: number; windowSeconds: number } | null {
  if (method !== 'POST') return null;
  if (SUBMISSION_ROUTES.test(path) || path === ALERT_SUBSCRIBE_ROUTE)
    return {
      name: 'submissions',
      limit: config.SUBMISSION_RATE_LIMIT_PER_HOUR ?? 30,
      windowSeconds: 3600,
    };
  if (LOGO_UPLOAD_ROUTES.test(path))
    return { name: 'uploads', limit: config.UPLOAD_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  if (path === '/api/vin/decode')
    return {
      name: 'vin-decode',
      limit: config.VIN_DECODE_RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
    };
  if (path === '/api/listing-images')
    return { name: 'uploads', limit: config.UPLOAD_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  return null;
}
