import { queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import {
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  analyticsMetricSchema,
} from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The analytics projection: daily counts per metric, written by AnalyticsHandler, read by the Analytics tab. */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource(IDENTITY_SCHEMA) private readonly db: DataSource) {}

  async count(manager: EntityManager, metric: AnalyticsMetric, at: Date): Promise<void> {
    const day = Number.isNaN(at.getTime()) ? dayOf(new Date()) : dayOf(at);
    await manager.query(
      `INSERT INTO analytics_daily (day, metric, count) VALUES ($1, $2, 1)
       ON CONFLICT (metric, day) DO UPDATE SET count = analytics_daily.count + 1`,
      [day, metric],
    );
  }

  /** The last `days` UTC days, today included, every day present (zeros too). */
  async series(query: AdminAnalyticsQuery, now = new Date()): Promise<AdminAnalytics> {
    const to = dayOf(now);
    const from = dayOf(new Date(now.getTime() - (query.days - 1) * DAY_MS));
    const rows = await queryRows(
      this.db,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, count FROM analytics_daily WHERE day BETWEEN $1 AND $2`,
      [from, to],
      z.object({ day: z.string(), metric: analyticsMetricSchema, count: z.number() }),
    );
    const counts = new Map(rows.map((row) => [`${row.metric}:${row.day}`, row.count]));
    const days = Array.from({ length: query.days }, (_, i) =>
      dayOf(new Date(Date.parse(from) + i * DAY_MS)),
    );
    return {
      from,
      to,
      metrics: ANALYTICS_METRICS.map((metric) => {
        const series = days.map((day) => ({ day, count: counts.get(`${metric}:${day}`) ?? 0 }));
        return {
          metric,
          label: ANALYTICS_METRIC_LABELS[metric],
          total: series.reduce((sum, point) => sum + point.count, 0),
          series,
        };
      }),
    };
  }
}
