import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What decides whether a sales rep is published and how: a verified e-mail (unknown until
 * identity says so: not published), and whether the person lets buyers see their e-mail
 * and phone (hidden until they opt in).
 */
export class RepPublication1739000000000 implements MigrationInterface {
  name = 'RepPublication1739000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE users ADD COLUMN show_contact boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS show_contact`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS email_verified`);
  }
}
