import { Controller, Param } from '@nestjs/common';
import { type ParsedBodyOf, type SavedListing, savedListingRoutes } from '@market/contracts';
import { type AuthUser, CurrentUser, Endpoint, RouteBody } from '@market/platform';
import { listingIdParam } from './path-ids.js';
import { SavedListingService } from '../services/saved-listing.service.js';

/** The signed-in user's saved vehicles (signed out → 401: the SPA sends them to /auth). */
@Controller()
export class SavedListingsController {
  constructor(private readonly saved: SavedListingService) {}

  @Endpoint(savedListingRoutes.list)
  async list(@CurrentUser() user: AuthUser): Promise<{ items: SavedListing[] }> {
    return { items: await this.saved.list(user) };
  }

  @Endpoint(savedListingRoutes.ids)
  async ids(@CurrentUser() user: AuthUser): Promise<{ ids: string[] }> {
    return { ids: await this.saved.ids(user) };
  }

  @Endpoint(savedListingRoutes.save)
  save(
    @CurrentUser() user: AuthUser,
    @Param('listingId', listingIdParam) id: string,
    @RouteBody(savedListingRoutes.save) body: ParsedBodyOf<typeof savedListingRoutes.save>,
  ): Promise<SavedListing> {
    return this.saved.save(user, id, body.notes);
  }

  @Endpoint(savedListingRoutes.unsave)
  async unsave(
    @CurrentUser() user: AuthUser,
    @Param('listingId', listingIdParam) id: string,
  ): Promise<void> {
    await this.saved.unsave(user, id);
  }
}
