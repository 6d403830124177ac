import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail alerts (SPEC.md §2 Email alerts, §3 email_alerts and alert preferences):
 * subscriptions by address with double opt-in, saved searches, the projections the
 * listings events are matched with, and the queue of matches the digests are made of.
 */
export class EmailAlerts1741000000000 implements MigrationInterface {
  name = 'EmailAlerts1741000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE alert_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      -- The account whose (verified) e-mail this is, when a signed-in user set it up.
      user_id uuid UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','active','unsubscribed')),
      new_listings boolean NOT NULL DEFAULT true,
      price_drops boolean NOT NULL DEFAULT true,
      saved_searches boolean NOT NULL DEFAULT false,
      dealer_news boolean NOT NULL DEFAULT false,
      frequency text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('instant','daily','weekly')),
      -- What the latest subscribe form asked for; applied only when its link is followed.
      pending_preferences jsonb,
      confirm_nonce text,
      -- When the last confirmation mail went: an address gets at most one a minute.
      confirm_sent_at timestamptz,
      -- Signs this subscription's links (confirm, unsubscribe); replacing it voids them.
      link_secret bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      unsubscribed_at timestamptz,
      last_sent timestamptz
    )`);
    await q.query(`CREATE TABLE email_alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      subscription_id uuid NOT NULL REFERENCES alert_subscriptions(id) ON DELETE CASCADE,
      name text NOT NULL,
      search text NOT NULL,
      criteria jsonb NOT NULL,
      category text NOT NULL,
      frequency text NOT NULL CHECK (frequency IN ('instant','daily','weekly')),
      is_active boolean NOT NULL DEFAULT true,
      last_sent timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX email_alerts_user_idx ON email_alerts (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX email_alerts_category_idx ON email_alerts (category) WHERE is_active`,
    );
    // The last revision and price seen of each listing: price drops, and stale events dropped.
    await q.query(`CREATE TABLE alert_listings (
      listing_id uuid PRIMARY KEY,
      revision integer NOT NULL,
      price numeric(14,2),
      deleted boolean NOT NULL DEFAULT false
    )`);
    // Who saved which listing (from the listings context's saved-listing events).
    await q.query(`CREATE TABLE alert_saved_listings (
      user_id uuid NOT NULL,
      listing_id uuid NOT NULL,
      PRIMARY KEY (user_id, listing_id)
    )`);
    await q.query(
      `CREATE INDEX alert_saved_listings_listing_idx ON alert_saved_listings (listing_id)`,
    );
    await q.query(`CREATE TABLE alert_matches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subscription_id uuid NOT NULL REFERENCES alert_subscriptions(id) ON DELETE CASCADE,
      alert_id uuid REFERENCES email_alerts(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('new_listing','price_drop','dealer_news')),
      -- What makes a match one: a listing is new once per recipient, a drop once per revision.
      match_key text NOT NULL,
      listing_id uuid,
      payload jsonb NOT NULL,
      due_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      digest_id uuid,
      UNIQUE (subscription_id, match_key)
    )`);
    await q.query(
      `CREATE INDEX alert_matches_due_idx ON alert_matches (due_at) WHERE digest_id IS NULL`,
    );
    await q.query(
      `CREATE INDEX alert_matches_pending_idx ON alert_matches (subscription_id) WHERE digest_id IS NULL`,
    );
    await q.query(
      `CREATE INDEX alert_matches_listing_idx ON alert_matches (listing_id) WHERE digest_id IS NULL`,
    );
    // Mail headers (List-Unsubscribe) travel with the queued mail to the SMTP adapter.
    await q.query(`ALTER TABLE outbound_emails ADD COLUMN headers jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbound_emails DROP COLUMN IF EXISTS headers`);
    await q.query(`DROP TABLE IF EXISTS alert_matches`);
    await q.query(`DROP TABLE IF EXISTS alert_saved_listings`);
    await q.query(`DROP TABLE IF EXISTS alert_listings`);
    await q.query(`DROP TABLE IF EXISTS email_alerts`);
    await q.query(`DROP TABLE IF EXISTS alert_subscriptions`);
  }
}
