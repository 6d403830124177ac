import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics projection: one count per UTC day and metric, bumped by the events that
 * feed it (AnalyticsHandler), so the Analytics tab reads a few hundred rows, never the
 * listings or users tables. It counts from the day it exists (events are its only input, so
 * a redelivery or a replay cannot count anything twice: the inbox keeps each event once).
 */
export class AdminAnalytics1743000000000 implements MigrationInterface {
  name = 'AdminAnalytics1743000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE analytics_daily (
      day date NOT NULL,
      metric text NOT NULL,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (metric, day)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS analytics_daily`);
  }
}
