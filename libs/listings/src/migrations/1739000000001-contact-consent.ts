import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a seller lets buyers see their account's e-mail and phone (identity's
 * `showContactDetails`). Unknown until identity says so: hidden.
 */
export class ContactConsent1739000000001 implements MigrationInterface {
  name = 'ContactConsent1739000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sellers ADD COLUMN show_contact boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sellers DROP COLUMN IF EXISTS show_contact`);
  }
}
