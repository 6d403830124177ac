import { Controller, Param } from '@nestjs/common';
import {
  adminApplicationRoutes,
  type AdminDealer,
  type AdminDealerReview,
  adminDealerRoutes,
  type DealerApplication,
  type DealerInventory,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { ApplicationService } from '../services/application.service.js';
import { DealerService } from '../services/dealer.service.js';
import { ReviewService } from '../services/review.service.js';
import { SalesRepService } from '../services/sales-rep.service.js';
import { applicationIdParam, dealerIdParam, reviewIdParam } from './path-ids.js';

/** The admin console's Dealers, Sales Reps and Reviews tabs. */
@Controller()
export class AdminDealersController {
  constructor(
    private readonly dealers: DealerService,
    private readonly reps: SalesRepService,
    private readonly reviews: ReviewService,
  ) {}

  @Endpoint(adminDealerRoutes.list)
  list(@RouteQuery(adminDealerRoutes.list) query: ParsedQueryOf<typeof adminDealerRoutes.list>) {
    return this.dealers.adminList(query);
  }

  @Endpoint(adminDealerRoutes.update)
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @RouteBody(adminDealerRoutes.update) body: ParsedBodyOf<typeof adminDealerRoutes.update>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminDealer> {
    return this.dealers.adminUpdate({ actor, meta }, id, body);
  }

  @Endpoint(adminDealerRoutes.setActive)
  setActive(
    @CurrentUser() actor: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @RouteBody(adminDealerRoutes.setActive) body: ParsedBodyOf<typeof adminDealerRoutes.setActive>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminDealer> {
    return this.dealers.setActive({ actor, meta }, id, body.isActive);
  }

  @Endpoint(adminDealerRoutes.inventory)
  inventory(@Param('id', dealerIdParam) id: string): Promise<DealerInventory> {
    return this.dealers.inventory(id);
  }

  @Endpoint(adminDealerRoutes.passwordReset)
  passwordReset(
    @CurrentUser() actor: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<{ message: string }> {
    return this.dealers.requestPasswordReset({ actor, meta }, id);
  }

  @Endpoint(adminDealerRoutes.salesReps)
  salesReps(
    @RouteQuery(adminDealerRoutes.salesReps)
    query: ParsedQueryOf<typeof adminDealerRoutes.salesReps>,
  ) {
    return this.reps.adminList(query);
  }

  @Endpoint(adminDealerRoutes.reviews)
  reviewList(
    @RouteQuery(adminDealerRoutes.reviews) query: ParsedQueryOf<typeof adminDealerRoutes.reviews>,
  ) {
    return this.reviews.adminList(query);
  }

  @Endpoint(adminDealerRoutes.setReviewApproved)
  approveReview(
    @CurrentUser() actor: AuthUser,
    @Param('id', reviewIdParam) id: string,
    @RouteBody(adminDealerRoutes.setReviewApproved)
    body: ParsedBodyOf<typeof adminDealerRoutes.setReviewApproved>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminDealerReview> {
    return this.reviews.setApproved({ actor, meta }, id, body.isApproved);
  }

  @Endpoint(adminDealerRoutes.deleteReview)
  async deleteReview(
    @CurrentUser() actor: AuthUser,
    @Param('id', reviewIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    await this.reviews.delete({ actor, meta }, id);
  }
}

/** The admin console's Applications tab: list newest first, view, approve, reject, reset. */
@Controller()
export class AdminApplicationsController {
  constructor(private readonly applications: ApplicationService) {}

  @Endpoint(adminApplicationRoutes.list)
  list(
    @RouteQuery(adminApplicationRoutes.list)
    query: ParsedQueryOf<typeof adminApplicationRoutes.list>,
  ) {
    return this.applications.list(query);
  }

  @Endpoint(adminApplicationRoutes.get)
  get(@Param('id', applicationIdParam) id: string): Promise<DealerApplication> {
    return this.applications.get(id);
  }

  @Endpoint(adminApplicationRoutes.approve)
  approve(
    @CurrentUser() actor: AuthUser,
    @Param('id', applicationIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<DealerApplication> {
    return this.applications.approve({ actor, meta }, id);
  }

  @Endpoint(adminApplicationRoutes.reject)
  reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', applicationIdParam) id: string,
    @RouteBody(adminApplicationRoutes.reject)
    body: ParsedBodyOf<typeof adminApplicationRoutes.reject>,
    @Meta() meta: RequestMeta,
  ): Promise<DealerApplication> {
    return this.applications.reject({ actor, meta }, id, body.reason);
  }

  @Endpoint(adminApplicationRoutes.reset)
  reset(
    @CurrentUser() actor: AuthUser,
    @Param('id', applicationIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<DealerApplication> {
    return this.applications.reset({ actor, meta }, id);
  }
}
