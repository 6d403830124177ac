import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The membership plans a sales-rep sign-up may choose (billing's plans, kept from its
 * `billing.membership-plan.changed` events): an unknown or inactive plan id is refused.
 */
export class MembershipPlanOptions1744000000001 implements MigrationInterface {
  name = 'MembershipPlanOptions1744000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE membership_plan_options (
      plan_id uuid PRIMARY KEY,
      target_audience text NOT NULL,
      is_active boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS membership_plan_options`);
  }
}
