import { createHash } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  changeListingFeaturedSchema,
  changeListingStatusSchema,
  type Listing,
  listingInputSchema,
  type ListingInputParsed,
  type ListingPatchParsed,
  listingPatchSchema,
  type ListingSummary,
  type MyListingsQuery,
  myListingsQuerySchema,
  type Page,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Meta,
  OptionalUser,
  type RequestMeta,
  SignedIn,
  ZodPipe,
} from '@market/platform';
import type { z } from 'zod';
import { ListingService } from '../services/listing.service.js';
import { listingIdParam } from './path-ids.js';

@Controller('listings')
export class ListingsController {
  constructor(private readonly listings: ListingService) {}

  @Get(':id')
  @OptionalUser()
  get(
    @Param('id', listingIdParam) id: string,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<Listing> {
    return this.listings.get(id, user);
  }

  @Post()
  @SignedIn()
  @HttpCode(201)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(listingInputSchema)) body: ListingInputParsed,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.create(user, body, meta);
  }

  /** Changes only the fields given (the photos only with `imageIds`). */
  @Patch(':id')
  @SignedIn()
  patch(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Body(new ZodPipe(listingPatchSchema)) body: ListingPatchParsed,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.patch(user, id, body, meta);
  }

  /** Replaces the whole listing, as the edit form saves it (SPEC.md §4: the photo rows too). */
  @Put(':id')
  @SignedIn()
  replace(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Body(new ZodPipe(listingInputSchema)) body: ListingInputParsed,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.replace(user, id, body, meta);
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(204)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    await this.listings.delete(user, id, meta);
  }

  @Patch(':id/status')
  @SignedIn()
  changeStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Body(new ZodPipe(changeListingStatusSchema)) body: z.infer<typeof changeListingStatusSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.changeStatus(user, id, body.status, meta);
  }

  @Patch(':id/featured')
  @SignedIn()
  changeFeatured(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
    @Body(new ZodPipe(changeListingFeaturedSchema))
    body: z.infer<typeof changeListingFeaturedSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<Listing> {
    return this.listings.changeFeatured(user, id, body.isFeatured, meta);
  }

  /** Counts a view once per viewer (signed-in user, else address and browser) per hour. */
  @Post(':id/views')
  @OptionalUser()
  @HttpCode(202)
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

@Controller('my/listings')
@SignedIn()
export class MyListingsController {
  constructor(private readonly listings: ListingService) {}

  @Get()
  list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(myListingsQuerySchema)) query: MyListingsQuery,
  ): Promise<Page<ListingSummary>> {
    return this.listings.mine(user, query);
  }

  /** A listing loaded for the edit form: only for those who may manage it (SPEC.md §6). */
  @Get(':id')
  forEditing(
    @CurrentUser() user: AuthUser,
    @Param('id', listingIdParam) id: string,
  ): Promise<Listing> {
    return this.listings.forEditing(user, id);
  }
}
