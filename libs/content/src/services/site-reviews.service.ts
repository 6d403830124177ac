import { queryRows } from '@market/platform';
import { Inject, Injectable } from '@nestjs/common';
import {
  adminSiteReviewListQuerySchema,
  createSiteReviewSchema,
  type Page,
  type SiteReview,
  siteReviewListQuerySchema,
  type SiteReviewSort,
  type SiteReviewStats,
  siteReviewStatusSchema,
} from '@market/contracts';
import {
  type AdminRequest,
  AuditTrail,
  type AuthUser,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '@market/platform';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CONTENT_AUDIT, CONTENT_SCHEMA } from '../content.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';

const ReviewRow = z.object({
  id: z.string(),
  user_id: z.string(),
  reviewer_name: z.string(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  would_recommend: z.boolean(),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  vehicle_year: z.number(),
  vehicle_trim: z.string().nullable(),
  status: siteReviewStatusSchema,
  helpful_count: z.number(),
  created_at: z.date(),
  voted: z.boolean().optional(),
});
type ReviewRow = z.infer<typeof ReviewRow>;

/** SPEC.md §9 review sorts; the id breaks ties so pages never overlap. */
const ORDER: Record<SiteReviewSort, string> = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  rating_high: 'rating DESC, created_at DESC, id DESC',
  rating_low: 'rating ASC, created_at DESC, id DESC',
  helpful: 'helpful_count DESC, created_at DESC, id DESC',
};

/**
 * Reviews of the marketplace itself (SPEC.md §2 Reviews): signed-in users write them, an
 * admin approves (or hides) each before it is public, and every user may mark a review
 * helpful once.
 */
@Injectable()
export class SiteReviewsService {
  constructor(
    @InjectDataSource(CONTENT_SCHEMA) private readonly db: DataSource,
    @Inject(CONTENT_AUDIT) private readonly audit: AuditTrail,
  ) {}

  async list(
    query: z.infer<typeof siteReviewListQuerySchema>,
    viewer: AuthUser | undefined,
  ): Promise<Page<SiteReview> & { stats: SiteReviewStats }> {
    const ratingFilter = query.rating ? `AND rating = ${query.rating}` : '';
    const [rows, [{ total }], stats] = await Promise.all([
      queryRows(
        this.db,
        `SELECT r.*, EXISTS (SELECT 1 FROM site_review_votes v WHERE v.review_id = r.id AND v.user_id = $3) AS voted
         FROM site_reviews r WHERE status = 'approved' ${ratingFilter}
         ORDER BY ${ORDER[query.sort]} LIMIT $1 OFFSET $2`,
        [query.pageSize, (query.page - 1) * query.pageSize, viewer?.id ?? null],
        ReviewRow,
      ),
      queryRows(
        this.db,
        `SELECT count(*)::int AS total FROM site_reviews WHERE status = 'approved' ${ratingFilter}`,
        [],
        z.object({ total: z.number() }),
      ),
      this.stats(),
    ]);
    return {
      items: rows.map((row) => toReview(row, viewer)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      stats,
    };
  }

  /** Stats over every approved review, whatever the filter shows. */
  async stats(): Promise<SiteReviewStats> {
    const rows = await queryRows(
      this.db,
      `SELECT rating, count(*)::int AS count, count(*) FILTER (WHERE would_recommend)::int AS recommend
       FROM site_reviews WHERE status = 'approved' GROUP BY rating`,
      [],
      z.object({ rating: z.number(), count: z.number(), recommend: z.number() }),
    );
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let count = 0;
    let sum = 0;
    let recommend = 0;
    for (const row of rows) {
      distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.count;
      count += row.count;
      sum += row.rating * row.count;
      recommend += row.recommend;
    }
    return {
      count,
      distribution,
      averageRating: count ? Math.round((sum / count) * 10) / 10 : null,
      recommendPercent: count ? Math.round((recommend / count) * 100) : null,
    };
  }

  async create(user: AuthUser, input: z.infer<typeof createSiteReviewSchema>): Promise<SiteReview> {
    const [row] = await queryRows(
      this.db,
      `INSERT INTO site_reviews (user_id, reviewer_name, rating, title, text, pros, cons, would_recommend,
         vehicle_make, vehicle_model, vehicle_year, vehicle_trim)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (user_id, lower(vehicle_make), lower(vehicle_model), vehicle_year) DO NOTHING RETURNING *`,
      [
        user.id,
        input.reviewerName,
        input.rating,
        input.title,
        input.text,
        input.pros,
        input.cons,
        input.wouldRecommend,
        input.vehicleMake,
        input.vehicleModel,
        input.vehicleYear,
        input.vehicleTrim,
      ],
      ReviewRow,
    );
    if (!row) throw new ConflictError('You have already reviewed this vehicle.');
    return toReview(row, user);
  }

  /** Counted once per user: a second vote changes nothing and answers the same. */
  async markHelpful(
    user: AuthUser,
    id: string,
  ): Promise<{ helpfulCount: number; votedHelpful: boolean }> {
    return this.db.transaction(async (manager) => {
      const [review] = await queryRows(
        manager,
        `SELECT user_id, status FROM site_reviews WHERE id = $1`,
        [id],
        ReviewRow.pick({ user_id: true, status: true }),
      );
      if (!review || review.status !== 'approved') throw new NotFoundError('Review not found');
      if (review.user_id === user.id)
        throw new ForbiddenError('You cannot mark your own review as helpful.');
      const inserted = await queryRows(
        manager,
        `INSERT INTO site_review_votes (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING review_id`,
        [id, user.id],
        z.unknown(),
      );
      const [{ helpful_count }] = await queryRows(
        manager,
        inserted.length
          ? `UPDATE site_reviews SET helpful_count = helpful_count + 1 WHERE id = $1 RETURNING helpful_count`
          : `SELECT helpful_count FROM site_reviews WHERE id = $1`,
        [id],
        z.object({ helpful_count: z.number() }),
      );
      return { helpfulCount: helpful_count, votedHelpful: true };
    });
  }

  async adminList(
    query: z.infer<typeof adminSiteReviewListQuerySchema>,
  ): Promise<Page<SiteReview>> {
    const filter = query.status === 'all' ? '' : `WHERE status = $3`;
    const args: unknown[] = [query.pageSize, (query.page - 1) * query.pageSize];
    if (query.status !== 'all') args.push(query.status);
    const [rows, [{ total }]] = await Promise.all([
      queryRows(
        this.db,
        `SELECT * FROM site_reviews ${filter}
         ORDER BY (status = 'pending') DESC, created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        args,
        ReviewRow,
      ),
      queryRows(
        this.db,
        `SELECT count(*)::int AS total FROM site_reviews ${filter.replace('$3', '$1')}`,
        args.slice(2),
        z.object({ total: z.number() }),
      ),
    ]);
    return {
      items: rows.map((row) => toReview(row, undefined)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async moderate(by: AdminRequest, id: string, status: 'approved' | 'hidden'): Promise<SiteReview> {
    return this.db.transaction(async (manager) => {
      const [before] = await queryRows(
        manager,
        `SELECT * FROM site_reviews WHERE id = $1 FOR UPDATE`,
        [id],
        ReviewRow,
      );
      if (!before) throw new NotFoundError('Review not found');
      const [row] = await queryRows(
        manager,
        `UPDATE site_reviews SET status = $1, updated_at = now() WHERE id = $2 RETURNING *`,
        [status, id],
        ReviewRow,
      );
      await this.audit.record(manager, by, {
        action:
          status === 'approved' ? 'content.site-review.approved' : 'content.site-review.hidden',
        target: { type: 'site_review', id },
        before: { status: before.status },
        after: { status, rating: row.rating, title: row.title },
      });
      return toReview(row, undefined);
    });
  }

  async remove(by: AdminRequest, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const [before] = await queryRows(
        manager,
        `DELETE FROM site_reviews WHERE id = $1 RETURNING *`,
        [id],
        ReviewRow,
      );
      if (!before) throw new NotFoundError('Review not found');
      await this.audit.record(manager, by, {
        action: 'content.site-review.deleted',
        target: { type: 'site_review', id },
        before: {
          status: before.status,
          rating: before.rating,
          title: before.title,
          reviewer: before.reviewer_name,
        },
        after: null,
      });
    });
  }
}

function toReview(row: ReviewRow, viewer: AuthUser | undefined): SiteReview {
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    rating: row.rating,
    title: row.title,
    text: row.text,
    pros: row.pros,
    cons: row.cons,
    wouldRecommend: row.would_recommend,
    vehicle: {
      make: row.vehicle_make,
      model: row.vehicle_model,
      year: row.vehicle_year,
      trim: row.vehicle_trim,
    },
    helpfulCount: row.helpful_count,
    votedHelpful: row.voted ?? false,
    isOwn: !!viewer && viewer.id === row.user_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}
