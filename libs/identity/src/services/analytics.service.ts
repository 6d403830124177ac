import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  ANALYTICS_DEFAULT_CURRENCY,
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type Currency,
  analyticsMetricSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** One addition to the projection: `amount` (a count, or cents of `currency`) on the day of `at`. */
export interface AnalyticsBump {
  metric: AnalyticsMetric;
  amount: number;
  at: Date;
  currency?: Currency;
}

const analyticsRow = z.object({
  day: z.string(),
  metric: analyticsMetricSchema,
  currency: z.string(),
  count: z.number(),
});
type Row = z.infer<typeof analyticsRow>;

/** The analytics projection: daily figures per metric, written by AnalyticsHandler, read by the Analytics tab. */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource) {}

  async add(manager: EntityManager, bump: AnalyticsBump): Promise<void> {
    if (bump.amount === 0) return;
    const day = Number.isNaN(bump.at.getTime()) ? dayOf(new Date()) : dayOf(bump.at);
    await execute(
      manager,
      `INSERT INTO analytics_daily (day, metric, currency, count) VALUES ($1, $2, $3, $4)
       ON CONFLICT (metric, currency, day) DO UPDATE SET count = analytics_daily.count + EXCLUDED.count`,
      [day, bump.metric, bump.currency ?? '', bump.amount],
    );
  }

  /** The last `days` UTC days, today included, every day present (zeros too). */
  async series(query: AdminAnalyticsQuery, now = new Date()): Promise<AdminAnalytics> {
    const to = dayOf(now);
    const from = dayOf(new Date(now.getTime() - (query.days - 1) * DAY_MS));
    const monthStart = `${to.slice(0, 7)}-01`;
    const start = monthStart < from ? monthStart : from;
    const rows = await queryRows(
      this.db,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, currency, count::float8 AS count
         FROM analytics_daily WHERE day BETWEEN $1 AND $2`,
      [start, to],
      analyticsRow,
    );
    const figures = new Map(
      rows.map((row) => [`${row.metric}:${row.currency}:${row.day}`, row.count]),
    );
    const days = Array.from({ length: query.days }, (_, i) =>
      dayOf(new Date(Date.parse(from) + i * DAY_MS)),
    );
    const revenueCurrencies = currenciesOf(rows.filter((row) => row.day >= from));
    return {
      from,
      to,
      metrics: ANALYTICS_METRICS.flatMap((metric) =>
        (metric === 'revenue' ? revenueCurrencies : [null]).map((currency) => {
          const series = days.map((day) => ({
            day,
            count: figures.get(`${metric}:${currency ?? ''}:${day}`) ?? 0,
          }));
          return {
            metric,
            label: ANALYTICS_METRIC_LABELS[metric],
            unit: currency ? ('cents' as const) : ('count' as const),
            currency,
            total: series.reduce((sum, point) => sum + point.count, 0),
            series,
          };
        }),
      ),
      revenueThisMonth: currenciesOf(rows.filter((row) => row.day >= monthStart)).map(
        (currency) => ({
          currency,
          cents: rows
            .filter(
              (row) =>
                row.metric === 'revenue' && row.currency === currency && row.day >= monthStart,
            )
            .reduce((sum, row) => sum + row.count, 0),
        }),
      ),
    };
  }
}

/** The currencies revenue was counted in among these rows, the default one when none. */
function currenciesOf(rows: Row[]): Currency[] {
  const seen = [
    ...new Set(rows.filter((row) => row.metric === 'revenue').map((row) => row.currency)),
  ].sort() as Currency[];
  return seen.length > 0 ? seen : [ANALYTICS_DEFAULT_CURRENCY];
}
