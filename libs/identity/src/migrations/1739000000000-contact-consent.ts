import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the user lets buyers see their e-mail address and phone number (on their listings,
 * and a sales rep's on the public rep profile). Off until they opt in.
 */
export class ContactConsent1739000000000 implements MigrationInterface {
  name = 'ContactConsent1739000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE profiles ADD COLUMN show_contact_details boolean NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS show_contact_details`);
  }
}
