import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentitySchema1732000000000 implements MigrationInterface {
  name = 'IdentitySchema1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      email_verified_at timestamptz,
      account_type text NOT NULL DEFAULT 'private_seller' CHECK (account_type IN ('private_seller','sales_rep')),
      selected_plan text,
      last_sign_in_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE profiles (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      first_name text, last_name text, phone text, bio text,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE user_roles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('user','dealer','sales_rep','admin')),
      CONSTRAINT user_roles_user_role_key UNIQUE (user_id, role)
    )`);
    await q.query(`CREATE INDEX user_roles_role_idx ON user_roles (role)`);
    await q.query(`CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      family_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz,
      revoked_at timestamptz,
      user_agent text, ip_address text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
    await q.query(`CREATE TABLE one_time_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify_email','password_reset')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id)`);
    await q.query(`CREATE TABLE audit_logs (
      id bigserial PRIMARY KEY,
      action text NOT NULL,
      table_name text,
      user_id uuid,
      target_id text,
      ip_address text,
      details jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX audit_logs_created_idx ON audit_logs (created_at DESC)`);
    await q.query(`CREATE INDEX audit_logs_user_idx ON audit_logs (user_id)`);
    await q.query(`CREATE INDEX audit_logs_action_idx ON audit_logs (action)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'audit_logs',
      'one_time_tokens',
      'refresh_tokens',
      'user_roles',
      'profiles',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
