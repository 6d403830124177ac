import { createHash } from 'node:crypto';
import { Controller, Param } from '@nestjs/common';
import { listingRoutes as routes, type ParsedBodyOf, type ParsedQueryOf } from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteBody,
  RouteQuery,
} from '@market/platform';
import { ListingService } from '../services/listing.service.js';
import { listingIdParam } from './path-ids.js';

@Controller()
export class ListingsController {
  constructor(private readonly listings: ListingService) {}

  @Endpoint(routes.get)
  get(@Param('id', listingIdParam) id: string, @CurrentUser() user: AuthUser | undefined) {
    return this.listings.get(id, user);
  }

  @Endpoint(routes.create)
  create(
    @CurrentUser() user: AuthUser,
    @RouteBody(routes.create) body: ParsedBodyOf<typeof routes.create>,
    @Meta() meta: RequestMeta,
  ) {
    return this.listings.create(user, body, meta);
  }

  @Endpoint(routes.update)
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(routes.update) body: ParsedBodyOf<typeof routes.update>,
    @Meta() meta: RequestMeta,
  ) {
    return this.listings.update(user, id, body, meta);
  }

  @Endpoint(routes.delete)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Meta() meta: RequestMeta,
  ) {
    await this.listings.delete(user, id, meta);
  }

  @Endpoint(routes.changeStatus)
  changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(routes.changeStatus) body: ParsedBodyOf<typeof routes.changeStatus>,
    @Meta() meta: RequestMeta,
  ) {
    return this.listings.changeStatus(user, id, body.status, meta);
  }

  @Endpoint(routes.changeFeatured)
  changeFeatured(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(routes.changeFeatured) body: ParsedBodyOf<typeof routes.changeFeatured>,
    @Meta() meta: RequestMeta,
  ) {
    return this.listings.changeFeatured(user, id, body.isFeatured, meta);
  }

  /** Counts a view once per viewer (signed-in user, else address and browser) per hour. */
  @Endpoint(routes.countView)
  countView(
    @Param('id', listingIdParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
    @Meta() meta: RequestMeta,
  ) {
    const viewerKey = user
      ? `user:${user.id}`
      : `anon:${createHash('sha256')
          .update(`${meta.ip ?? ''}|${meta.userAgent ?? ''}`)
          .digest('base64url')
          .slice(0, 32)}`;
    return this.listings.countView(id, viewerKey, user);
  }
}

@Controller()
export class MyListingsController {
  constructor(private readonly listings: ListingService) {}

  @Endpoint(routes.mine)
  list(
    @CurrentUser() user: AuthUser,
    @RouteQuery(routes.mine) query: ParsedQueryOf<typeof routes.mine>,
  ) {
    return this.listings.mine(user, query);
  }
}
