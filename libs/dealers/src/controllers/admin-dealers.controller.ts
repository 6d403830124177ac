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
import { ActingAdmin, type AdminRequest, Endpoint, RouteBody, RouteQuery } from '@market/platform';
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
    @ActingAdmin() by: AdminRequest,
    @Param('id', dealerIdParam) id: string,
    @RouteBody(adminDealerRoutes.update) body: ParsedBodyOf<typeof adminDealerRoutes.update>,
  ): Promise<AdminDealer> {
    return this.dealers.adminUpdate(by, id, body);
  }

  @Endpoint(adminDealerRoutes.setActive)
  setActive(
    @ActingAdmin() by: AdminRequest,
    @Param('id', dealerIdParam) id: string,
    @RouteBody(adminDealerRoutes.setActive) body: ParsedBodyOf<typeof adminDealerRoutes.setActive>,
  ): Promise<AdminDealer> {
    return this.dealers.setActive(by, id, body.isActive);
  }

  @Endpoint(adminDealerRoutes.inventory)
  inventory(@Param('id', dealerIdParam) id: string): Promise<DealerInventory> {
    return this.dealers.inventory(id);
  }

  @Endpoint(adminDealerRoutes.passwordReset)
  passwordReset(
    @ActingAdmin() by: AdminRequest,
    @Param('id', dealerIdParam) id: string,
  ): Promise<{ message: string }> {
    return this.dealers.requestPasswordReset(by, id);
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
    @ActingAdmin() by: AdminRequest,
    @Param('id', reviewIdParam) id: string,
    @RouteBody(adminDealerRoutes.setReviewApproved)
    body: ParsedBodyOf<typeof adminDealerRoutes.setReviewApproved>,
  ): Promise<AdminDealerReview> {
    return this.reviews.setApproved(by, id, body.isApproved);
  }

  @Endpoint(adminDealerRoutes.deleteReview)
  async deleteReview(
    @ActingAdmin() by: AdminRequest,
    @Param('id', reviewIdParam) id: string,
  ): Promise<void> {
    await this.reviews.delete(by, id);
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
    @ActingAdmin() by: AdminRequest,
    @Param('id', applicationIdParam) id: string,
  ): Promise<DealerApplication> {
    return this.applications.approve(by, id);
  }

  @Endpoint(adminApplicationRoutes.reject)
  reject(
    @ActingAdmin() by: AdminRequest,
    @Param('id', applicationIdParam) id: string,
    @RouteBody(adminApplicationRoutes.reject)
    body: ParsedBodyOf<typeof adminApplicationRoutes.reject>,
  ): Promise<DealerApplication> {
    return this.applications.reject(by, id, body.reason);
  }

  @Endpoint(adminApplicationRoutes.reset)
  reset(
    @ActingAdmin() by: AdminRequest,
    @Param('id', applicationIdParam) id: string,
  ): Promise<DealerApplication> {
    return this.applications.reset(by, id);
  }
}
