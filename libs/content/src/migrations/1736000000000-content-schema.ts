import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Site settings (SPEC.md §3 admin_settings) and one hero section per category (hero_sections). */
export class ContentSchema1736000000000 implements MigrationInterface {
  name = 'ContentSchema1736000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE site_settings (
      setting_key text PRIMARY KEY,
      setting_value text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE hero_sections (
      category text PRIMARY KEY CHECK (category IN ('cars','motorcycles','trucks')),
      title text, subtitle text,
      image_prefix text,
      image_extension text,
      is_active boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS hero_sections`);
    await q.query(`DROP TABLE IF EXISTS site_settings`);
  }
}
