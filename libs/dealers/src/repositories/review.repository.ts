import { execute, queryRows } from '@market/platform';
import { z } from 'zod';
import { Injectable } from '@nestjs/common';
import type { AdminDealerReview, AdminReviewListQuery, DealerReview } from '@market/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { decodeCursor, encodeCursor, iso } from './sql.js';
import { InjectDataSource } from '@nestjs/typeorm';

const ReviewRow = z.object({
  id: z.string(),
  dealer_id: z.string(),
  reviewer_user_id: z.string(),
  reviewer_name: z.string(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  is_approved: z.boolean(),
  created_at: z.date(),
  business_name: z.string().optional(),
});
type ReviewRow = z.infer<typeof ReviewRow>;

export interface RatingSummary {
  averageRating: number | null;
  reviewCount: number;
}

const NO_RATING: RatingSummary = { averageRating: null, reviewCount: 0 };

@Injectable()
export class ReviewRepository {
  constructor(@InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource) {}

  /** Null when this user already reviewed this dealer (the unique key decides, even for two requests at once). */
  async insert(
    manager: EntityManager,
    review: {
      dealerId: string;
      reviewerUserId: string;
      reviewerName: string;
      rating: number;
      title: string;
      text: string;
      isApproved?: boolean;
    },
  ): Promise<DealerReview | null> {
    const rows = await queryRows(
      manager,
      `INSERT INTO dealer_reviews (dealer_id, reviewer_user_id, reviewer_name, rating, title, text, is_approved)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dealer_id, reviewer_user_id) DO NOTHING RETURNING *`,
      [
        review.dealerId,
        review.reviewerUserId,
        review.reviewerName,
        review.rating,
        review.title,
        review.text,
        review.isApproved ?? false,
      ],
      ReviewRow,
    );
    return rows[0] ? toReview(rows[0]) : null;
  }

  async approved(
    dealerId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ items: DealerReview[]; nextCursor: string | null }> {
    const after = decodeCursor(cursor, 2);
    const rows = await queryRows(
      this.db,
      `SELECT * FROM dealer_reviews WHERE dealer_id = $1 AND is_approved
         ${after ? `AND (created_at, id) < ($3::timestamptz, $4::uuid)` : ''}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      after ? [dealerId, limit + 1, after[0], after[1]] : [dealerId, limit + 1],
      ReviewRow,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toReview),
      nextCursor:
        rows.length > limit && last ? encodeCursor([iso(last.created_at)!, last.id]) : null,
    };
  }

  /** Average of approved reviews to one decimal, and their count, per dealer. */
  async summaries(dealerIds: string[]): Promise<Map<string, RatingSummary>> {
    if (dealerIds.length === 0) return new Map();
    const rows = await queryRows(
      this.db,
      `SELECT dealer_id, round(avg(rating)::numeric, 1) AS average, count(*) FROM dealer_reviews
       WHERE dealer_id = ANY($1) AND is_approved GROUP BY dealer_id`,
      [dealerIds],
      z.object({ dealer_id: z.string(), average: z.string(), count: z.string() }),
    );
    const map = new Map<string, RatingSummary>(
      rows.map((row) => [
        row.dealer_id,
        { averageRating: Number(row.average), reviewCount: Number(row.count) },
      ]),
    );
    for (const id of dealerIds) if (!map.has(id)) map.set(id, NO_RATING);
    return map;
  }

  async summary(dealerId: string): Promise<RatingSummary> {
    return (await this.summaries([dealerId])).get(dealerId) ?? NO_RATING;
  }

  async adminList(
    query: AdminReviewListQuery,
  ): Promise<{ items: AdminDealerReview[]; total: number }> {
    const filter =
      query.status === 'all' ? '' : `WHERE r.is_approved = ${query.status === 'approved'}`;
    const [{ count }] = await queryRows(
      this.db,
      `SELECT count(*) FROM dealer_reviews r ${filter}`,
      [],
      z.object({ count: z.string() }),
    );
    const rows = await queryRows(
      this.db,
      `SELECT r.*, d.business_name FROM dealer_reviews r JOIN dealers d ON d.id = r.dealer_id ${filter}
       ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
      [query.pageSize, (query.page - 1) * query.pageSize],
      ReviewRow,
    );
    return { items: rows.map(toAdminReview), total: Number(count) };
  }

  /** Answers the review as it was and as it is now, or null when there is no such review. */
  async setApproved(
    manager: EntityManager,
    id: string,
    isApproved: boolean,
  ): Promise<{ wasApproved: boolean; review: AdminDealerReview } | null> {
    const before = await queryRows(
      manager,
      `SELECT is_approved FROM dealer_reviews WHERE id = $1 FOR UPDATE`,
      [id],
      z.object({ is_approved: z.boolean() }),
    );
    if (before.length === 0) return null;
    await execute(manager, `UPDATE dealer_reviews SET is_approved = $2 WHERE id = $1`, [
      id,
      isApproved,
    ]);
    const rows = await queryRows(
      manager,
      `SELECT r.*, d.business_name FROM dealer_reviews r JOIN dealers d ON d.id = r.dealer_id WHERE r.id = $1`,
      [id],
      ReviewRow,
    );
    return { wasApproved: before[0].is_approved, review: toAdminReview(rows[0]) };
  }

  /** Deletes a review; answers it as it was, or null when there is no such review. */
  async delete(manager: EntityManager, id: string): Promise<AdminDealerReview | null> {
    const rows = await queryRows(
      manager,
      `SELECT r.*, d.business_name FROM dealer_reviews r JOIN dealers d ON d.id = r.dealer_id WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
      ReviewRow,
    );
    if (rows.length === 0) return null;
    await execute(manager, `DELETE FROM dealer_reviews WHERE id = $1`, [id]);
    return toAdminReview(rows[0]);
  }
}

function toReview(row: ReviewRow): DealerReview {
  return {
    id: row.id,
    dealerId: row.dealer_id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    reviewerName: row.reviewer_name,
    isApproved: row.is_approved,
    createdAt: iso(row.created_at)!,
  };
}

function toAdminReview(row: ReviewRow): AdminDealerReview {
  return {
    ...toReview(row),
    reviewerUserId: row.reviewer_user_id,
    businessName: row.business_name ?? '',
  };
}
