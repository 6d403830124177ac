import { Inject, Injectable } from '@nestjs/common';
import type { SavedListing } from '@market/contracts';
import { type AuthUser, NotFoundError, type ServiceEvents } from '@market/platform';
import type { DataSource } from 'typeorm';
import { LISTINGS_EVENTS, LISTINGS_SCHEMA } from '../listings.tokens.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import {
  type SavedListingRecord,
  SavedListingRepository,
} from '../repositories/saved-listing.repository.js';
import { ActorResolver } from './actor-resolver.js';
import { canViewListing } from './listing-access.js';
import { ListingService, VEHICLE_NOT_FOUND } from './listing.service.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** A user's saved vehicles with their notes; saving and unsaving keep the listing's favorites count. */
@Injectable()
export class SavedListingService {
  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    private readonly saved: SavedListingRepository,
    private readonly listings: ListingRepository,
    private readonly listingService: ListingService,
    private readonly actors: ActorResolver,
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
  ) {}

  async list(user: AuthUser): Promise<SavedListing[]> {
    const records = await this.saved.forUser(user.id);
    const summaries = await this.listingService.summaries(
      records.map((record) => record.listingId),
    );
    return records.flatMap((record) => {
      const listing = summaries.get(record.listingId);
      return listing ? [this.present(record, listing)] : [];
    });
  }

  ids(user: AuthUser): Promise<string[]> {
    return this.saved.idsForUser(user.id);
  }

  /** Saves the listing (or updates the notes of an existing save); `notes` undefined keeps them. */
  async save(
    user: AuthUser,
    listingId: string,
    notes: string | null | undefined,
  ): Promise<SavedListing> {
    const actor = await this.actors.resolve(user);
    const record = await this.db.transaction(async (manager) => {
      const listing = await this.listings.findById(listingId, manager);
      if (!listing || !canViewListing(actor, listing)) throw new NotFoundError(VEHICLE_NOT_FOUND);
      const { saved, created } = await this.saved.upsert(manager, user.id, listingId, notes);
      if (created) {
        await this.listings.adjustFavorites(manager, listingId, 1);
        // E-mail alerts learn whose price drops to mail from these (notifications context).
        await this.events.record(manager, 'listings.saved-listing.added', {
          userId: user.id,
          listingId,
        });
      }
      return saved;
    });
    this.events.nudge();
    const summary = (await this.listingService.summaries([listingId])).get(listingId);
    if (!summary) throw new NotFoundError(VEHICLE_NOT_FOUND);
    return this.present(record, summary);
  }

  /** Unsaving something not saved is not an error: the outcome the user wanted holds. */
  async unsave(user: AuthUser, listingId: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (await this.saved.delete(manager, user.id, listingId)) {
        await this.listings.adjustFavorites(manager, listingId, -1);
        await this.events.record(manager, 'listings.saved-listing.removed', {
          userId: user.id,
          listingId,
        });
      }
    });
    this.events.nudge();
  }

  private present(record: SavedListingRecord, listing: SavedListing['listing']): SavedListing {
    return {
      listingId: record.listingId,
      notes: record.notes,
      savedAt: new Date(record.createdAt).toISOString(),
      listing,
    };
  }
}
