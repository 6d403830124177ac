import { z } from 'zod';
import { type Currency, currencySchema } from './billing.js';

/**
 * The analytics projection's metrics: each a daily figure fed by integration events (see
 * METRIC_OF_EVENT in identity's analytics handler). All are counts but `revenue`, which is
 * integer cents, one series per currency.
 */
export const ANALYTICS_METRICS = [
  'signups',
  'listings',
  'leads',
  'inquiries',
  'pre-approvals',
  'searches',
  'revenue',
  'applications',
] as const;
export const analyticsMetricSchema = z.enum(ANALYTICS_METRICS);
export type AnalyticsMetric = z.infer<typeof analyticsMetricSchema>;

export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  signups: 'Sign-ups',
  listings: 'New listings',
  leads: 'Leads: messages to sellers',
  inquiries: 'Leads: contact inquiries',
  'pre-approvals': 'Leads: pre-approval applications',
  searches: 'Searches',
  revenue: 'Revenue (payments less refunds)',
  applications: 'Dealer applications',
};

/** The currency revenue is shown in while no payment has been counted in the period. */
export const ANALYTICS_DEFAULT_CURRENCY: Currency = 'usd';

/** GET /api/admin/analytics: the last `days` days, today included (UTC days). */
export const adminAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(7, 'days must be at least 7')
    .max(365, 'days must be at most 365')
    .default(30),
});
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  metrics: z.array(
    z.object({
      metric: analyticsMetricSchema,
      label: z.string(),
      /** `cents`: integer cents of `currency` (revenue, one entry per currency); else a count. */
      unit: z.enum(['count', 'cents']),
      currency: currencySchema.nullable(),
      total: z.number().int(),
      /** One point per day from `from` to `to`, zeros included. */
      series: z.array(z.object({ day: z.string(), count: z.number().int() })),
    }),
  ),
  /** Revenue of the current UTC calendar month so far, integer cents per currency (never empty). */
  revenueThisMonth: z.array(z.object({ currency: currencySchema, cents: z.number().int() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** GET /api/admin/system-status: the health checks and the event lag of the serving process. */
export const systemStatusSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  checks: z.record(
    z.string(),
    z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() }),
  ),
  outboxes: z.array(
    z.object({ schema: z.string(), pending: z.number().int(), oldestAgeMs: z.number().nullable() }),
  ),
  consumers: z.array(z.object({ group: z.string(), topic: z.string(), lag: z.number() })),
  checkedAt: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
