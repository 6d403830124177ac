import { createHash } from 'node:crypto';
import { Controller, Param } from '@nestjs/common';
import {
  type Listing,
  type ListingMessageAccepted,
  listingRoutes,
  type ListingSummary,
  type Page,
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
import { ListingContactService } from '../services/listing-contact.service.js';
import { ListingService } from '../services/listing.service.js';
import { listingIdParam } from './path-ids.js';

@Controller()
export class ListingsController {
  constructor(
    private readonly listings: ListingService,
    private readonly contact: ListingContactService,
  ) {}

  @Endpoint(listingRoutes.message)
  message(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(listingRoutes.message) body: ParsedBodyOf<typeof listingRoutes.message>,
    @Meta() meta: RequestMeta,
  ): Promise<ListingMessageAccepted> {
    return this.contact.message(user, id, body, meta.requestId);
  }

  @Endpoint(listingRoutes.get)
  get(
    @Param('id', listingIdParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<Listing> {
    return this.listings.get(id, user);
  }

  @Endpoint(listingRoutes.create)
  create(
    @CurrentUser() user: AuthUser,
    @RouteBody(listingRoutes.create) body: ParsedBodyOf<typeof listingRoutes.create>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.create(user, body, meta);
  }

  /** Changes only the fields given (the photos only with `imageIds`). */
  @Endpoint(listingRoutes.patch)
  patch(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(listingRoutes.patch) body: ParsedBodyOf<typeof listingRoutes.patch>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.patch(user, id, body, meta);
  }

  /** Replaces the whole listing, as the edit form saves it (SPEC.md §4: the photo rows too). */
  @Endpoint(listingRoutes.replace)
  replace(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(listingRoutes.replace) body: ParsedBodyOf<typeof listingRoutes.replace>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.replace(user, id, body, meta);
  }

  @Endpoint(listingRoutes.delete)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    await this.listings.delete(user, id, meta);
  }

  @Endpoint(listingRoutes.changeStatus)
  changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(listingRoutes.changeStatus) body: ParsedBodyOf<typeof listingRoutes.changeStatus>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.changeStatus(user, id, body.status, meta);
  }

  @Endpoint(listingRoutes.changeFeatured)
  changeFeatured(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @RouteBody(listingRoutes.changeFeatured)
    body: ParsedBodyOf<typeof listingRoutes.changeFeatured>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.changeFeatured(user, id, body.isFeatured, meta);
  }

  /** Counts a view once per viewer (signed-in user, else address and browser) per hour. */
  @Endpoint(listingRoutes.countView)
  countView(
    @Param('id', listingIdParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
    @Meta() meta: RequestMeta,
  ): Promise<{ counted: boolean; viewsCount: number }> {
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

  @Endpoint(listingRoutes.mine)
  list(
    @CurrentUser() user: AuthUser,
    @RouteQuery(listingRoutes.mine) query: ParsedQueryOf<typeof listingRoutes.mine>,
  ): Promise<Page<ListingSummary>> {
    return this.listings.mine(user, query);
  }

  /** A listing loaded for the edit form: only for those who may manage it (SPEC.md §6). */
  @Endpoint(listingRoutes.forEditing)
  forEditing(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
  ): Promise<Listing> {
    return this.listings.forEditing(user, id);
  }
}
