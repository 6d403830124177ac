import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SPEC.md §3 membership_plans, listing_plans and user_memberships, plus what paying needs:
 * checkout sessions, payments, the provider events already applied, and the accounts
 * (from identity's events) billing mails receipts to. Money is integer cents.
 */
export class BillingSchema1744000000000 implements MigrationInterface {
  name = 'BillingSchema1744000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE membership_plans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      currency text NOT NULL DEFAULT 'usd' CHECK (currency IN ('usd','eur','gbp','cad')),
      tier text NOT NULL DEFAULT 'dealers' CHECK (tier IN ('dealers','sales_reps')),
      target_audience text NOT NULL DEFAULT 'both' CHECK (target_audience IN ('dealers','sales_reps','both')),
      is_active boolean NOT NULL DEFAULT true,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE listing_plans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      currency text NOT NULL DEFAULT 'usd' CHECK (currency IN ('usd','eur','gbp','cad')),
      duration_days integer NOT NULL DEFAULT 30 CHECK (duration_days > 0),
      max_images integer NOT NULL DEFAULT 10 CHECK (max_images > 0),
      featured_placement boolean NOT NULL DEFAULT false,
      priority_placement boolean NOT NULL DEFAULT false,
      social_media_promotion boolean NOT NULL DEFAULT false,
      analytics_access boolean NOT NULL DEFAULT false,
      contact_form_leads boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE customers (
      user_id uuid PRIMARY KEY,
      email text NOT NULL,
      account_type text NOT NULL DEFAULT 'private_seller',
      sign_up_token_hash text UNIQUE,
      sign_up_token_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The listings a premium plan may be bought for, and who may buy it (from listings' events).
    await q.query(`CREATE TABLE listings (
      listing_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      sales_rep_id uuid,
      title text NOT NULL,
      revision integer NOT NULL DEFAULT 0,
      deleted boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE TABLE checkout_sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL,
      email text,
      kind text NOT NULL CHECK (kind IN ('membership','listing')),
      plan_id uuid REFERENCES membership_plans (id),
      listing_plan_id uuid REFERENCES listing_plans (id),
      listing_id uuid,
      description text NOT NULL,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      currency text NOT NULL,
      provider text NOT NULL CHECK (provider IN ('sandbox','stripe')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','paid','failed','expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX checkout_sessions_user_idx ON checkout_sessions (user_id, created_at DESC)`,
    );
    await q.query(`CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id text NOT NULL UNIQUE REFERENCES checkout_sessions (id),
      user_id uuid NOT NULL,
      email text,
      kind text NOT NULL,
      plan_id uuid, listing_plan_id uuid, listing_id uuid,
      description text NOT NULL,
      amount_cents integer NOT NULL,
      refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
      currency text NOT NULL,
      provider text NOT NULL,
      provider_payment_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX payments_created_idx ON payments (created_at DESC, id)`);
    await q.query(`CREATE TABLE user_memberships (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      plan_id uuid NOT NULL REFERENCES membership_plans (id),
      status text NOT NULL CHECK (status IN ('active','past_due','canceled')),
      source text NOT NULL CHECK (source IN ('payment','admin')),
      payment_id uuid REFERENCES payments (id),
      current_period_start timestamptz NOT NULL,
      current_period_end timestamptz NOT NULL,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      canceled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // SPEC.md §4: one current membership per user; assigning another cancels it first.
    await q.query(
      `CREATE UNIQUE INDEX user_memberships_current_idx ON user_memberships (user_id) WHERE status <> 'canceled'`,
    );
    await q.query(
      `CREATE INDEX user_memberships_period_end_idx ON user_memberships (current_period_end) WHERE status <> 'canceled'`,
    );
    await q.query(`CREATE TABLE provider_events (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      provider text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'provider_events',
      'user_memberships',
      'payments',
      'checkout_sessions',
      'listings',
      'customers',
      'listing_plans',
      'membership_plans',
    ])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
