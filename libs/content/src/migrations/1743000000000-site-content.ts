import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  DEFAULT_FAQ,
  DEFAULT_PRIVACY,
  DEFAULT_TERMS,
  TERMS_LAST_UPDATED,
} from '../services/default-site-pages.js';
import { renderMarkdown } from '../services/markdown.js';

/**
 * News articles, site reviews with their helpful votes, the FAQ, the legal pages and banner
 * ads (SPEC.md §2 News and reviews, FAQ, Other, Admin banners; §3). A new installation starts
 * with the FAQ and legal texts of default-site-pages.ts.
 */
export class SiteContent1743000000000 implements MigrationInterface {
  name = 'SiteContent1743000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE news_articles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL,
      excerpt text NOT NULL,
      body text NOT NULL,
      body_html text NOT NULL,
      author text NOT NULL,
      category text NOT NULL CHECK (category IN ('industry','reviews','trends','technology','events')),
      status text NOT NULL CHECK (status IN ('draft','published')),
      published_at timestamptz,
      cover_prefix text,
      reading_minutes integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX news_articles_published ON news_articles (published_at DESC, id DESC) WHERE status = 'published'`,
    );

    await q.query(`CREATE TABLE site_reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      reviewer_name text NOT NULL,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title text NOT NULL,
      text text NOT NULL,
      pros text,
      cons text,
      would_recommend boolean NOT NULL,
      vehicle_make text NOT NULL,
      vehicle_model text NOT NULL,
      vehicle_year integer NOT NULL,
      vehicle_trim text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','hidden')),
      helpful_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One review per user and vehicle: a second one for the same car is an edit, not a new voice.
    await q.query(`CREATE UNIQUE INDEX site_reviews_one_per_vehicle
      ON site_reviews (user_id, lower(vehicle_make), lower(vehicle_model), vehicle_year)`);
    await q.query(
      `CREATE INDEX site_reviews_approved ON site_reviews (created_at DESC) WHERE status = 'approved'`,
    );
    await q.query(`CREATE TABLE site_review_votes (
      review_id uuid NOT NULL REFERENCES site_reviews (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (review_id, user_id)
    )`);

    await q.query(`CREATE TABLE faq_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      position integer NOT NULL,
      question text NOT NULL,
      answer text NOT NULL
    )`);
    for (const [position, item] of DEFAULT_FAQ.entries())
      await q.query(`INSERT INTO faq_items (position, question, answer) VALUES ($1, $2, $3)`, [
        position,
        item.question,
        item.answer,
      ]);

    await q.query(`CREATE TABLE legal_pages (
      slug text PRIMARY KEY CHECK (slug IN ('terms-of-use','privacy-policy')),
      title text NOT NULL,
      body text NOT NULL,
      body_html text NOT NULL,
      last_updated date NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    for (const [slug, title, body] of [
      ['terms-of-use', 'Terms of Use', DEFAULT_TERMS],
      ['privacy-policy', 'Privacy Policy', DEFAULT_PRIVACY],
    ] as const) {
      await q.query(
        `INSERT INTO legal_pages (slug, title, body, body_html, last_updated) VALUES ($1, $2, $3, $4, $5)`,
        [slug, title, body, renderMarkdown(body), TERMS_LAST_UPDATED],
      );
    }

    await q.query(`CREATE TABLE banners (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      size text NOT NULL CHECK (size IN ('leaderboard','rectangle','skyscraper')),
      position text NOT NULL,
      link_url text NOT NULL,
      image_key text,
      is_active boolean NOT NULL DEFAULT false,
      impression_count bigint NOT NULL DEFAULT 0,
      click_count bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'banners',
      'legal_pages',
      'faq_items',
      'site_review_votes',
      'site_reviews',
      'news_articles',
    ])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
