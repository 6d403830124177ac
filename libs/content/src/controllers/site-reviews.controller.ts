import { Controller, Param } from '@nestjs/common';
import {
  adminSiteReviewRoutes,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type SiteReview,
  type SiteReviewStats,
  siteReviewRoutes,
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
import { SiteReviewsService } from '../services/site-reviews.service.js';
import { reviewIdParam } from './path-ids.js';

@Controller()
export class SiteReviewsController {
  constructor(private readonly reviews: SiteReviewsService) {}

  @Endpoint(siteReviewRoutes.list)
  list(
    @RouteQuery(siteReviewRoutes.list) query: ParsedQueryOf<typeof siteReviewRoutes.list>,
    @CurrentUser() viewer: AuthUser | undefined,
  ): Promise<Page<SiteReview> & { stats: SiteReviewStats }> {
    return this.reviews.list(query, viewer);
  }

  @Endpoint(siteReviewRoutes.create)
  create(
    @CurrentUser() user: AuthUser,
    @RouteBody(siteReviewRoutes.create) body: ParsedBodyOf<typeof siteReviewRoutes.create>,
  ): Promise<SiteReview> {
    return this.reviews.create(user, body);
  }

  @Endpoint(siteReviewRoutes.helpful)
  helpful(
    @CurrentUser() user: AuthUser,
    @Param('id', reviewIdParam) id: string,
  ): Promise<{ helpfulCount: number; votedHelpful: boolean }> {
    return this.reviews.markHelpful(user, id);
  }
}

@Controller()
export class AdminSiteReviewsController {
  constructor(private readonly reviews: SiteReviewsService) {}

  @Endpoint(adminSiteReviewRoutes.list)
  list(
    @RouteQuery(adminSiteReviewRoutes.list) query: ParsedQueryOf<typeof adminSiteReviewRoutes.list>,
  ): Promise<Page<SiteReview>> {
    return this.reviews.adminList(query);
  }

  @Endpoint(adminSiteReviewRoutes.moderate)
  moderate(
    @CurrentUser() actor: AuthUser,
    @Param('id', reviewIdParam) id: string,
    @RouteBody(adminSiteReviewRoutes.moderate)
    body: ParsedBodyOf<typeof adminSiteReviewRoutes.moderate>,
    @Meta() meta: RequestMeta,
  ): Promise<SiteReview> {
    return this.reviews.moderate({ actor, meta }, id, body.status);
  }

  @Endpoint(adminSiteReviewRoutes.remove)
  remove(
    @CurrentUser() actor: AuthUser,
    @Param('id', reviewIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    return this.reviews.remove({ actor, meta }, id);
  }
}
