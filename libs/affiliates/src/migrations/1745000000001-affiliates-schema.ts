import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SPEC.md §3 affiliates (the application folded in: a pending record is an application),
 * affiliate_referrals and affiliate_payments, plus click counts and the accounts (from
 * identity's events) referrals are attributed to. Money is integer cents.
 */
export class AffiliatesSchema1745000000001 implements MigrationInterface {
  name = 'AffiliatesSchema1745000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE affiliates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid UNIQUE,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text,
      website text,
      company_name text,
      experience_level text NOT NULL CHECK (experience_level IN ('beginner','intermediate','advanced','expert')),
      promotion_methods text[] NOT NULL DEFAULT '{}',
      expected_referrals text CHECK (expected_referrals IN ('1-10','11-25','26-50','51-100','100+')),
      additional_info text,
      affiliate_code text UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','active','suspended')),
      commission_rate numeric(5,2) NOT NULL DEFAULT 10 CHECK (commission_rate >= 0 AND commission_rate <= 50),
      stripe_account_id text,
      approved_at timestamptz,
      approved_by uuid,
      suspended_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (status = 'pending' OR affiliate_code IS NOT NULL)
    )`);
    await q.query(`CREATE UNIQUE INDEX affiliates_email_key ON affiliates (lower(email))`);
    await q.query(`CREATE INDEX affiliates_status_created ON affiliates (status, created_at DESC)`);
    // Accounts (identity's events) and the affiliate each was referred by: at most one, for good.
    await q.query(`CREATE TABLE referred_users (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      affiliate_id uuid REFERENCES affiliates(id),
      referral_code text,
      attributed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE affiliate_clicks (
      affiliate_id uuid NOT NULL REFERENCES affiliates(id) ON DELETE CASCADE,
      day date NOT NULL,
      clicks integer NOT NULL DEFAULT 0,
      PRIMARY KEY (affiliate_id, day)
    )`);
    await q.query(`CREATE TABLE affiliate_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      affiliate_id uuid NOT NULL REFERENCES affiliates(id),
      month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL DEFAULT 'usd',
      payment_method text NOT NULL CHECK (payment_method IN ('bank_export','stripe_connect')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('processed','pending','failed')),
      reference text,
      referral_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (affiliate_id, month, currency)
    )`);
    await q.query(`CREATE TABLE affiliate_referrals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      affiliate_id uuid NOT NULL REFERENCES affiliates(id),
      referral_code text NOT NULL,
      referred_user_id uuid NOT NULL,
      conversion_type text NOT NULL CHECK (conversion_type IN ('signup','premium_listing','membership','dealer')),
      conversion_value_cents integer NOT NULL DEFAULT 0 CHECK (conversion_value_cents >= 0),
      commission_cents integer NOT NULL DEFAULT 0 CHECK (commission_cents >= 0),
      currency text NOT NULL DEFAULT 'usd',
      status text NOT NULL CHECK (status IN ('pending','approved','paid','cancelled')),
      source_id text NOT NULL UNIQUE,
      payment_id uuid,
      payout_id uuid REFERENCES affiliate_payments(id),
      approved_at timestamptz,
      paid_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (affiliate_id, referred_user_id, conversion_type)
    )`);
    await q.query(
      `CREATE INDEX affiliate_referrals_affiliate ON affiliate_referrals (affiliate_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX affiliate_referrals_payable ON affiliate_referrals (status, created_at) WHERE payout_id IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS affiliate_referrals`);
    await q.query(`DROP TABLE IF EXISTS affiliate_payments`);
    await q.query(`DROP TABLE IF EXISTS affiliate_clicks`);
    await q.query(`DROP TABLE IF EXISTS referred_users`);
    await q.query(`DROP TABLE IF EXISTS affiliates`);
  }
}
