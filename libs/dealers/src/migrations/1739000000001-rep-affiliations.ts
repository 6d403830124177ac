import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rep joins a dealership only with the dealer's consent: a request (the rep asks, the
 * dealer answers) or an invitation (the dealer invites an e-mail address, the rep answers).
 */
export class RepAffiliations1739000000001 implements MigrationInterface {
  name = 'RepAffiliations1739000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rep_affiliations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dealer_id uuid NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('request','invitation')),
      -- The asking rep (request), or the rep who answered an invitation.
      rep_id uuid,
      invited_email text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','accepted','declined','cancelled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      answered_by uuid,
      CHECK ((kind = 'request' AND rep_id IS NOT NULL) OR (kind = 'invitation' AND invited_email IS NOT NULL))
    )`);
    // One open request per rep; one open invitation per dealership and address.
    await q.query(
      `CREATE UNIQUE INDEX rep_affiliations_open_request_idx ON rep_affiliations (rep_id) WHERE kind = 'request' AND status = 'pending'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX rep_affiliations_open_invitation_idx ON rep_affiliations (dealer_id, lower(invited_email))
       WHERE kind = 'invitation' AND status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX rep_affiliations_dealer_idx ON rep_affiliations (dealer_id, created_at DESC) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX rep_affiliations_invited_idx ON rep_affiliations (lower(invited_email)) WHERE kind = 'invitation' AND status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rep_affiliations`);
  }
}
