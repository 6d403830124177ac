import { execute, queryRows } from '@market/platform';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminNewsArticle,
  adminNewsListQuerySchema,
  type NewsArticle,
  type NewsArticleSummary,
  newsListQuerySchema,
  type Page,
  saveNewsArticleSchema,
  newsCategorySchema,
  newsStatusSchema,
} from '@market/contracts';
import { type AdminRequest, AuditTrail, NotFoundError } from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { CONTENT_AUDIT, CONTENT_SCHEMA } from '../content.tokens.js';
import { ContentFiles } from './content-files.js';
import { processNewsCover } from './content-images.js';
import { readingMinutes, renderMarkdown } from './markdown.js';
import { InjectDataSource } from '@nestjs/typeorm';

const ArticleRow = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  body_html: z.string(),
  author: z.string(),
  category: newsCategorySchema,
  status: newsStatusSchema,
  published_at: z.date().nullable(),
  cover_prefix: z.string().nullable(),
  reading_minutes: z.number(),
  created_at: z.date(),
  updated_at: z.date(),
});
type ArticleRow = z.infer<typeof ArticleRow>;
/** The columns of SUMMARY_COLUMNS. */
const SummaryRow = ArticleRow.pick({
  id: true,
  title: true,
  excerpt: true,
  author: true,
  category: true,
  status: true,
  published_at: true,
  cover_prefix: true,
  reading_minutes: true,
});
type SummaryRow = z.infer<typeof SummaryRow>;
const TotalRow = z.object({ total: z.number() });

type SaveInput = z.infer<typeof saveNewsArticleSchema>;
const SUMMARY_COLUMNS = `id, title, excerpt, author, category, status, published_at, cover_prefix, reading_minutes`;
/** Published and due: a future publish date schedules the article. */
const VISIBLE = `status = 'published' AND published_at <= now()`;

/** News articles written by admins in Markdown, public once published (SPEC.md §2 News). */
@Injectable()
export class NewsService {
  constructor(
    @InjectDataSource(CONTENT_SCHEMA) private readonly db: DataSource,
    @Inject(CONTENT_AUDIT) private readonly audit: AuditTrail,
    private readonly files: ContentFiles,
  ) {}

  async list(query: z.infer<typeof newsListQuerySchema>): Promise<Page<NewsArticleSummary>> {
    const filter = query.category === 'all' ? '' : `AND category = $3`;
    const args: unknown[] = [query.pageSize, (query.page - 1) * query.pageSize];
    if (query.category !== 'all') args.push(query.category);
    const [rows, [{ total }]] = await Promise.all([
      queryRows(
        this.db,
        `SELECT ${SUMMARY_COLUMNS} FROM news_articles WHERE ${VISIBLE} ${filter}
         ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
        args,
        SummaryRow,
      ),
      queryRows(
        this.db,
        `SELECT count(*)::int AS total FROM news_articles WHERE ${VISIBLE} ${filter.replace('$3', '$1')}`,
        args.slice(2),
        TotalRow,
      ),
    ]);
    return {
      items: rows.map((row) => this.summary(row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(id: string): Promise<NewsArticle> {
    const [row] = await queryRows(
      this.db,
      `SELECT * FROM news_articles WHERE id = $1 AND ${VISIBLE}`,
      [id],
      ArticleRow,
    );
    if (!row) throw new NotFoundError('Article not found');
    return this.article(row);
  }

  async adminList(
    query: z.infer<typeof adminNewsListQuerySchema>,
  ): Promise<Page<AdminNewsArticle>> {
    const filter = query.status === 'all' ? '' : `WHERE status = $3`;
    const args: unknown[] = [query.pageSize, (query.page - 1) * query.pageSize];
    if (query.status !== 'all') args.push(query.status);
    const [rows, [{ total }]] = await Promise.all([
      queryRows(
        this.db,
        `SELECT * FROM news_articles ${filter}
         ORDER BY coalesce(published_at, created_at) DESC, id DESC LIMIT $1 OFFSET $2`,
        args,
        ArticleRow,
      ),
      queryRows(
        this.db,
        `SELECT count(*)::int AS total FROM news_articles ${filter.replace('$3', '$1')}`,
        args.slice(2),
        TotalRow,
      ),
    ]);
    return {
      items: rows.map((row) => this.adminArticle(row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async create(by: AdminRequest, input: SaveInput): Promise<AdminNewsArticle> {
    return this.db.transaction(async (manager) => {
      const [row] = await queryRows(
        manager,
        `INSERT INTO news_articles (title, excerpt, body, body_html, author, category, status, published_at, reading_minutes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        this.values(input),
        ArticleRow,
      );
      await this.audit.record(manager, by, {
        action: 'content.news.created',
        target: { type: 'news_article', id: row.id },
        before: null,
        after: { title: row.title, status: row.status, category: row.category },
      });
      return this.adminArticle(row);
    });
  }

  async update(by: AdminRequest, id: string, input: SaveInput): Promise<AdminNewsArticle> {
    return this.db.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      const values = this.values(input, before.published_at);
      const [row] = await queryRows(
        manager,
        `UPDATE news_articles SET title = $1, excerpt = $2, body = $3, body_html = $4, author = $5, category = $6,
           status = $7, published_at = $8, reading_minutes = $9, updated_at = now() WHERE id = $10 RETURNING *`,
        [...values, id],
        ArticleRow,
      );
      await this.audit.record(manager, by, {
        action: 'content.news.updated',
        target: { type: 'news_article', id },
        before: { title: before.title, status: before.status, category: before.category },
        after: { title: row.title, status: row.status, category: row.category },
      });
      return this.adminArticle(row);
    });
  }

  async remove(by: AdminRequest, id: string): Promise<void> {
    const cover = await this.db.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      await execute(manager, `DELETE FROM news_articles WHERE id = $1`, [id]);
      await this.audit.record(manager, by, {
        action: 'content.news.deleted',
        target: { type: 'news_article', id },
        before: { title: before.title, status: before.status },
        after: null,
      });
      return before.cover_prefix;
    });
    if (cover) await this.files.remove(coverFiles(cover));
  }

  async uploadCover(
    by: AdminRequest,
    id: string,
    filename: string,
    data: Buffer,
  ): Promise<AdminNewsArticle> {
    await this.locked(this.db.manager, id, false);
    const prefix = await this.files.store('news', await processNewsCover(filename, data));
    return this.setCover(by, id, prefix, filename);
  }

  async removeCover(by: AdminRequest, id: string): Promise<AdminNewsArticle> {
    return this.setCover(by, id, null, null);
  }

  private async setCover(
    by: AdminRequest,
    id: string,
    prefix: string | null,
    filename: string | null,
  ): Promise<AdminNewsArticle> {
    const { row, previous } = await this.db.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      const [updated] = await queryRows(
        manager,
        `UPDATE news_articles SET cover_prefix = $1, updated_at = now() WHERE id = $2 RETURNING *`,
        [prefix, id],
        ArticleRow,
      );
      await this.audit.record(manager, by, {
        action: prefix ? 'content.news-cover.uploaded' : 'content.news-cover.removed',
        target: { type: 'news_article', id },
        before: { cover: before.cover_prefix },
        after: { cover: prefix, filename },
      });
      return { row: updated, previous: before.cover_prefix };
    });
    if (previous) await this.files.remove(coverFiles(previous));
    return this.adminArticle(row);
  }

  private async locked(manager: EntityManager, id: string, lock = true): Promise<ArticleRow> {
    const [row] = await queryRows(
      manager,
      `SELECT * FROM news_articles WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
      ArticleRow,
    );
    if (!row) throw new NotFoundError('Article not found');
    return row;
  }

  /** The row's values; publishing without a date publishes now (and keeps the first date after). */
  private values(input: SaveInput, published: Date | null = null): unknown[] {
    const publishedAt = input.publishedAt
      ? new Date(input.publishedAt)
      : input.status === 'published'
        ? (published ?? new Date())
        : null;
    return [
      input.title,
      input.excerpt,
      input.body,
      renderMarkdown(input.body),
      input.author,
      input.category,
      input.status,
      publishedAt,
      readingMinutes(input.body),
    ];
  }

  private summary(row: SummaryRow): NewsArticleSummary {
    return {
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      author: row.author,
      category: row.category,
      status: row.status,
      coverImageUrl: row.cover_prefix ? this.files.url(`${row.cover_prefix}/cover.webp`) : null,
      coverImageSmallUrl: row.cover_prefix
        ? this.files.url(`${row.cover_prefix}/cover-small.webp`)
        : null,
      publishedAt: row.published_at ? row.published_at.toISOString() : null,
      readingMinutes: row.reading_minutes,
    };
  }

  private article(row: ArticleRow): NewsArticle {
    return {
      ...this.summary(row),
      bodyHtml: row.body_html,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  private adminArticle(row: ArticleRow): AdminNewsArticle {
    return { ...this.article(row), body: row.body };
  }
}

const coverFiles = (prefix: string) => [`${prefix}/cover.webp`, `${prefix}/cover-small.webp`];
