import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics projection also adds amounts: a search count of a minute, or a payment's
 * cents. Revenue is kept per currency (`currency` is '' for the counts), and the figure is a
 * bigint so a busy day's cents cannot overflow.
 */
export class AnalyticsAmounts1745000000000 implements MigrationInterface {
  name = 'AnalyticsAmounts1745000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE analytics_daily ADD COLUMN currency text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE analytics_daily ALTER COLUMN count TYPE bigint`);
    await q.query(`ALTER TABLE analytics_daily DROP CONSTRAINT analytics_daily_pkey`);
    await q.query(`ALTER TABLE analytics_daily ADD PRIMARY KEY (metric, currency, day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM analytics_daily WHERE currency <> ''`);
    await q.query(`ALTER TABLE analytics_daily DROP CONSTRAINT analytics_daily_pkey`);
    await q.query(`ALTER TABLE analytics_daily DROP COLUMN currency`);
    await q.query(`ALTER TABLE analytics_daily ALTER COLUMN count TYPE integer`);
    await q.query(`ALTER TABLE analytics_daily ADD PRIMARY KEY (metric, day)`);
  }
}
