import { execute, queryRows } from '@market/platform';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminLegalPage,
  type FaqItem,
  type LegalPageSlug,
  saveFaqSchema,
  saveLegalPageSchema,
  legalPageSlugSchema,
} from '@market/contracts';
import { type AdminRequest, AuditTrail, NotFoundError } from '@market/platform';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CONTENT_AUDIT, CONTENT_SCHEMA } from '../content.tokens.js';
import { renderMarkdown } from './markdown.js';
import { InjectDataSource } from '@nestjs/typeorm';

const PageRow = z.object({
  slug: legalPageSlugSchema,
  title: z.string(),
  body: z.string(),
  body_html: z.string(),
  last_updated: z.string(),
});
type PageRow = z.infer<typeof PageRow>;

/** The FAQ and the legal pages: texts an admin edits, read on every visit to those pages. */
@Injectable()
export class SitePagesService {
  constructor(
    @InjectDataSource(CONTENT_SCHEMA) private readonly db: DataSource,
    @Inject(CONTENT_AUDIT) private readonly audit: AuditTrail,
  ) {}

  async faq(): Promise<FaqItem[]> {
    return queryRows(
      this.db,
      `SELECT id, question, answer FROM faq_items ORDER BY position, id`,
      [],
      z.object({ id: z.string(), question: z.string(), answer: z.string() }),
    );
  }

  /** The list replaces the old one, in the order given (the admin edits it as one form). */
  async saveFaq(by: AdminRequest, input: z.infer<typeof saveFaqSchema>): Promise<FaqItem[]> {
    await this.db.transaction(async (manager) => {
      const before = await queryRows(
        manager,
        `SELECT question FROM faq_items ORDER BY position FOR UPDATE`,
        [],
        z.object({ question: z.string() }),
      );
      await execute(manager, `DELETE FROM faq_items`);
      for (const [position, item] of input.items.entries())
        await execute(
          manager,
          `INSERT INTO faq_items (position, question, answer) VALUES ($1, $2, $3)`,
          [position, item.question, item.answer],
        );
      await this.audit.record(manager, by, {
        action: 'content.faq.updated',
        target: { type: 'faq', id: null },
        before: { questions: before.map((row) => row.question) },
        after: { questions: input.items.map((item) => item.question) },
      });
    });
    return this.faq();
  }

  async page(slug: LegalPageSlug): Promise<AdminLegalPage> {
    const [row] = await queryRows(
      this.db,
      `SELECT slug, title, body, body_html, to_char(last_updated, 'YYYY-MM-DD') AS last_updated FROM legal_pages WHERE slug = $1`,
      [slug],
      PageRow,
    );
    if (!row) throw new NotFoundError('Page not found');
    return {
      slug: row.slug,
      title: row.title,
      body: row.body,
      bodyHtml: row.body_html,
      lastUpdated: row.last_updated,
    };
  }

  async savePage(
    by: AdminRequest,
    slug: LegalPageSlug,
    input: z.infer<typeof saveLegalPageSchema>,
  ): Promise<AdminLegalPage> {
    await this.db.transaction(async (manager) => {
      const [before] = await queryRows(
        manager,
        `SELECT title, to_char(last_updated, 'YYYY-MM-DD') AS last_updated, length(body) AS length FROM legal_pages WHERE slug = $1 FOR UPDATE`,
        [slug],
        z.object({ title: z.string(), last_updated: z.string(), length: z.number() }),
      );
      await execute(
        manager,
        `INSERT INTO legal_pages (slug, title, body, body_html, last_updated) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, body_html = EXCLUDED.body_html,
           last_updated = EXCLUDED.last_updated, updated_at = now()`,
        [slug, input.title, input.body, renderMarkdown(input.body), input.lastUpdated],
      );
      await this.audit.record(manager, by, {
        action: 'content.legal-page.updated',
        target: { type: 'legal_page', id: slug },
        before: before ? { title: before.title, lastUpdated: before.last_updated } : null,
        after: { title: input.title, lastUpdated: input.lastUpdated, length: input.body.length },
      });
    });
    return this.page(slug);
  }
}
