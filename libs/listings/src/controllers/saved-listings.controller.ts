import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { type SavedListing, saveListingRequestSchema } from '@market/contracts';
import { type AuthUser, CurrentUser, SignedIn, ZodPipe } from '@market/platform';
import type { z } from 'zod';
import { listingIdParam } from './path-ids.js';
import { SavedListingService } from '../services/saved-listing.service.js';

/** The signed-in user's saved vehicles (signed out → 401: the SPA sends them to /auth). */
@Controller('saved-listings')
@SignedIn()
export class SavedListingsController {
  constructor(private readonly saved: SavedListingService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<{ items: SavedListing[] }> {
    return { items: await this.saved.list(user) };
  }

  @Get('ids')
  async ids(@CurrentUser() user: AuthUser): Promise<{ ids: string[] }> {
    return { ids: await this.saved.ids(user) };
  }

  @Put(':listingId')
  save(
    @CurrentUser() user: AuthUser,
    @Param('listingId', listingIdParam) id: string,
    @Body(new ZodPipe(saveListingRequestSchema.partial()))
    body: Partial<z.infer<typeof saveListingRequestSchema>>,
  ): Promise<SavedListing> {
    return this.saved.save(user, id, body.notes);
  }

  @Delete(':listingId')
  @HttpCode(204)
  async unsave(
    @CurrentUser() user: AuthUser,
    @Param('listingId', listingIdParam) id: string,
  ): Promise<void> {
    await this.saved.unsave(user, id);
  }
}
