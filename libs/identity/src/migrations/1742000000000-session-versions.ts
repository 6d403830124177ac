import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each user's session version: raised (with the time) by a role change, a deactivation or a
 * password change or reset, so access tokens issued before stop working on the next request
 * (libs/platform/src/auth/session-state.ts). The partial index finds recently revoked
 * refresh-token families when identity republishes ended sessions at start.
 */
export class SessionVersions1742000000000 implements MigrationInterface {
  name = 'SessionVersions1742000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE users ADD COLUMN session_version_changed_at timestamptz`);
    await q.query(
      `CREATE INDEX users_session_version_changed_idx ON users (session_version_changed_at) WHERE session_version_changed_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX refresh_tokens_revoked_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS refresh_tokens_revoked_idx`);
    await q.query(`DROP INDEX IF EXISTS users_session_version_changed_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS session_version_changed_at`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS session_version`);
  }
}
