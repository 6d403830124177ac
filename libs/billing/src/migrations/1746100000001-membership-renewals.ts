import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Memberships renew every 30 days. A paid membership remembers how: the sandbox's saved test
 * card (its last four digits, from the checkout page) or Stripe's subscription. A renewal's
 * payment has no checkout session: it names its invoice instead (the sandbox makes its own
 * `in_sandbox_…` ids), and the membership it paid for.
 */
export class MembershipRenewals1746100000001 implements MigrationInterface {
  name = 'MembershipRenewals1746100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checkout_sessions ADD COLUMN card_last4 text`);
    await q.query(`ALTER TABLE user_memberships
      ADD COLUMN renews boolean NOT NULL DEFAULT false,
      ADD COLUMN card_last4 text,
      ADD COLUMN provider_subscription_id text UNIQUE,
      ADD COLUMN renewal_attempts integer NOT NULL DEFAULT 0 CHECK (renewal_attempts >= 0),
      ADD COLUMN next_renewal_at timestamptz`);
    await q.query(
      `CREATE INDEX user_memberships_renewal_idx ON user_memberships (next_renewal_at) WHERE status <> 'canceled' AND renews`,
    );
    await q.query(`ALTER TABLE payments ALTER COLUMN session_id DROP NOT NULL`);
    await q.query(`ALTER TABLE payments
      ADD COLUMN invoice_id text UNIQUE,
      ADD COLUMN membership_id uuid,
      ADD COLUMN billing_reason text NOT NULL DEFAULT 'checkout' CHECK (billing_reason IN ('checkout','renewal')),
      ADD CONSTRAINT payments_session_or_invoice CHECK (session_id IS NOT NULL OR invoice_id IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_session_or_invoice,
      DROP COLUMN IF EXISTS billing_reason, DROP COLUMN IF EXISTS membership_id, DROP COLUMN IF EXISTS invoice_id`);
    await q.query(`ALTER TABLE user_memberships DROP COLUMN IF EXISTS next_renewal_at,
      DROP COLUMN IF EXISTS renewal_attempts, DROP COLUMN IF EXISTS provider_subscription_id,
      DROP COLUMN IF EXISTS card_last4, DROP COLUMN IF EXISTS renews`);
    await q.query(`ALTER TABLE checkout_sessions DROP COLUMN IF EXISTS card_last4`);
  }
}
