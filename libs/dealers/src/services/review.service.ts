import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminDealerReview,
  type AdminReviewListQuery,
  createDealerReviewRequestSchema,
  DEALER_TEXTS,
  type DealerReview,
  type DealerReviewsPage,
  type Page,
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
import { DEALERS_AUDIT, DEALERS_SCHEMA } from '../dealers.tokens.js';
import { DealerRepository } from '../repositories/dealer.repository.js';
import { ReviewRepository } from '../repositories/review.repository.js';
import { displayName, UserDirectoryRepository } from '../repositories/user-directory.repository.js';
import { InjectDataSource } from '@nestjs/typeorm';

type ReviewInput = z.infer<typeof createDealerReviewRequestSchema>;

/** Dealer reviews: one per signed-in user and dealer, public once an admin approves it. */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource(DEALERS_SCHEMA) private readonly db: DataSource,
    private readonly reviews: ReviewRepository,
    private readonly dealers: DealerRepository,
    private readonly users: UserDirectoryRepository,
    @Inject(DEALERS_AUDIT) private readonly audit: AuditTrail,
  ) {}

  async approved(
    dealerId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<DealerReviewsPage> {
    if (!(await this.dealers.isPublic(dealerId)))
      throw new NotFoundError(DEALER_TEXTS.dealerNotFound);
    const [page, summary] = await Promise.all([
      this.reviews.approved(dealerId, cursor, limit),
      this.reviews.summary(dealerId),
    ]);
    return { ...page, ...summary };
  }

  async create(user: AuthUser, dealerId: string, input: ReviewInput): Promise<DealerReview> {
    const dealer = await this.dealers.findPublic(dealerId);
    if (!dealer) throw new NotFoundError(DEALER_TEXTS.dealerNotFound);
    if (dealer.user_id === user.id)
      throw new ForbiddenError('You cannot review your own dealership.');
    const known = await this.users.find(user.id);
    const review = await this.db.transaction((manager) =>
      this.reviews.insert(manager, {
        dealerId,
        reviewerUserId: user.id,
        reviewerName: displayName(known ?? { firstName: null, lastName: null, email: user.email }),
        rating: input.rating,
        title: input.title,
        text: input.text,
      }),
    );
    if (!review) throw new ConflictError(DEALER_TEXTS.reviewAlreadyExists);
    return review;
  }

  async adminList(query: AdminReviewListQuery): Promise<Page<AdminDealerReview>> {
    const { items, total } = await this.reviews.adminList(query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async setApproved(by: AdminRequest, id: string, isApproved: boolean): Promise<AdminDealerReview> {
    return this.db.transaction(async (manager) => {
      const changed = await this.reviews.setApproved(manager, id, isApproved);
      if (!changed) throw new NotFoundError('Review not found');
      await this.audit.record(manager, by, {
        action: isApproved ? 'dealers.review.approved' : 'dealers.review.unapproved',
        target: { type: 'dealer_review', id },
        before: { isApproved: changed.wasApproved },
        after: { isApproved, dealerId: changed.review.dealerId, rating: changed.review.rating },
      });
      return changed.review;
    });
  }

  async delete(by: AdminRequest, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const deleted = await this.reviews.delete(manager, id);
      if (!deleted) throw new NotFoundError('Review not found');
      await this.audit.record(manager, by, {
        action: 'dealers.review.deleted',
        target: { type: 'dealer_review', id },
        before: {
          dealerId: deleted.dealerId,
          rating: deleted.rating,
          title: deleted.title,
          isApproved: deleted.isApproved,
        },
        after: null,
      });
    });
  }
}
