import { z } from 'zod';

/**
 * The analytics projection's metrics: each a daily count fed by one integration event.
 * New metrics (revenue, inquiries, searches) join when their context publishes the event.
 */
export const ANALYTICS_METRICS = ['signups', 'listings', 'leads', 'applications'] as const;
export const analyticsMetricSchema = z.enum(ANALYTICS_METRICS);
export type AnalyticsMetric = z.infer<typeof analyticsMetricSchema>;

export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  signups: 'Sign-ups',
  listings: 'New listings',
  leads: 'Leads (messages to dealers and reps)',
  applications: 'Dealer applications',
};

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
      total: z.number().int(),
      /** One point per day from `from` to `to`, zeros included. */
      series: z.array(z.object({ day: z.string(), count: z.number().int() })),
    }),
  ),
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
