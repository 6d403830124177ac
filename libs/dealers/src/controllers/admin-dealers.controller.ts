import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  type AdminDealer,
  adminDealerListQuerySchema,
  type AdminDealerReview,
  type AdminSalesRepListQuery,
  adminSalesRepListQuerySchema,
  adminReviewListQuerySchema,
  adminApplicationListQuerySchema,
  type DealerApplication,
  type DealerInventory,
  type Page,
  rejectApplicationRequestSchema,
  type SalesRep,
  setDealerActiveRequestSchema,
  setReviewApprovedRequestSchema,
  updateDealerRequestSchema,
} from '@market/contracts';
import { type AuthUser, CurrentUser, Meta, type RequestMeta, Roles, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import { ApplicationService } from '../services/application.service.js';
import { DealerService } from '../services/dealer.service.js';
import { ReviewService } from '../services/review.service.js';
import { SalesRepService } from '../services/sales-rep.service.js';
import { applicationIdParam, dealerIdParam, reviewIdParam } from './path-ids.js';

/** The admin console's Dealers, Sales Reps and Reviews tabs. */
@Controller('admin')
@Roles('admin')
export class AdminDealersController {
  constructor(
    private readonly dealers: DealerService,
    private readonly reps: SalesRepService,
    private readonly reviews: ReviewService,
  ) {}

  @Get('dealers')
  list(@Query(new ZodPipe(adminDealerListQuerySchema, 'query')) query: z.infer<typeof adminDealerListQuerySchema>): Promise<Page<AdminDealer>> {
    return this.dealers.adminList(query);
  }

  @Patch('dealers/:id')
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @Body(new ZodPipe(updateDealerRequestSchema)) body: z.infer<typeof updateDealerRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminDealer> {
    return this.dealers.adminUpdate({ actor, meta }, id, body);
  }

  @Put('dealers/:id/active')
  setActive(
    @CurrentUser() actor: AuthUser,
    @Param('id', dealerIdParam) id: string,
    @Body(new ZodPipe(setDealerActiveRequestSchema)) body: z.infer<typeof setDealerActiveRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminDealer> {
    return this.dealers.setActive({ actor, meta }, id, body.isActive);
  }

  @Get('dealers/:id/inventory')
  inventory(@Param('id', dealerIdParam) id: string): Promise<DealerInventory> {
    return this.dealers.inventory(id);
  }

  @Post('dealers/:id/password-reset')
  @HttpCode(202)
  passwordReset(@CurrentUser() actor: AuthUser, @Param('id', dealerIdParam) id: string, @Meta() meta: RequestMeta): Promise<{ message: string }> {
    return this.dealers.requestPasswordReset({ actor, meta }, id);
  }

  @Get('sales-reps')
  salesReps(@Query(new ZodPipe(adminSalesRepListQuerySchema, 'query')) query: AdminSalesRepListQuery): Promise<Page<SalesRep>> {
    return this.reps.adminList(query);
  }

  @Get('dealer-reviews')
  reviewList(@Query(new ZodPipe(adminReviewListQuerySchema, 'query')) query: z.infer<typeof adminReviewListQuerySchema>): Promise<Page<AdminDealerReview>> {
    return this.reviews.adminList(query);
  }

  @Put('dealer-reviews/:id/approved')
  approveReview(
    @CurrentUser() actor: AuthUser,
    @Param('id', reviewIdParam) id: string,
    @Body(new ZodPipe(setReviewApprovedRequestSchema)) body: z.infer<typeof setReviewApprovedRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<AdminDealerReview> {
    return this.reviews.setApproved({ actor, meta }, id, body.isApproved);
  }
}

/** The admin console's Applications tab: list newest first, view, approve, reject, reset. */
@Controller('admin/dealer-applications')
@Roles('admin')
export class AdminApplicationsController {
  constructor(private readonly applications: ApplicationService) {}

  @Get()
  list(@Query(new ZodPipe(adminApplicationListQuerySchema, 'query')) query: z.infer<typeof adminApplicationListQuerySchema>): Promise<Page<DealerApplication>> {
    return this.applications.list(query);
  }

  @Get(':id')
  get(@Param('id', applicationIdParam) id: string): Promise<DealerApplication> {
    return this.applications.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentUser() actor: AuthUser, @Param('id', applicationIdParam) id: string, @Meta() meta: RequestMeta): Promise<DealerApplication> {
    return this.applications.approve({ actor, meta }, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @CurrentUser() actor: AuthUser,
    @Param('id', applicationIdParam) id: string,
    @Body(new ZodPipe(rejectApplicationRequestSchema)) body: z.infer<typeof rejectApplicationRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<DealerApplication> {
    return this.applications.reject({ actor, meta }, id, body.reason);
  }

  @Post(':id/reset')
  @HttpCode(200)
  reset(@CurrentUser() actor: AuthUser, @Param('id', applicationIdParam) id: string, @Meta() meta: RequestMeta): Promise<DealerApplication> {
    return this.applications.reset({ actor, meta }, id);
  }
}
