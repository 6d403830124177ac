import { Controller, Logger } from '@nestjs/common';
import {
  dealerEvents,
  type EventDefinition,
  type EventEnvelope,
  identityEvents,
} from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { LISTINGS_SCHEMA } from '../listings.tokens.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { SavedListingRepository } from '../repositories/saved-listing.repository.js';
import {
  type AnnouncedDealer,
  SellerDirectoryRepository,
} from '../repositories/seller-directory.repository.js';
import { ListingEventsService } from '../services/listing-events.service.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const LISTINGS_GROUP = 'listings';

const { userProfileUpdated, userDeleted } = identityEvents;
const { dealerCreated, dealerUpdated } = dealerEvents;

/**
 * What listings learns from other contexts: sellers' names and phones (identity) for the
 * contact details, dealers' ids (dealers) for new listings and whether the public sees
 * them (their listings follow), and deleted accounts, whose listings and saves go with them.
 */
@Controller()
export class SellerEventsHandler {
  private readonly logger = new Logger('listings');

  constructor(
    private readonly directory: SellerDirectoryRepository,
    private readonly listings: ListingRepository,
    private readonly saved: SavedListingRepository,
    private readonly listingEvents: ListingEventsService,
  ) {}

  @OnEvent([userProfileUpdated.type, userDeleted.type, dealerCreated.type, dealerUpdated.type], {
    schema: LISTINGS_SCHEMA,
    group: LISTINGS_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /** Runs in the inbox's transaction, so each event is applied exactly once. */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case userProfileUpdated.type: {
        const data = this.parse(userProfileUpdated, event);
        if (data)
          await this.directory.upsertSeller(manager, {
            ...data,
            showContact: data.showContactDetails,
          });
        return;
      }
      case dealerCreated.type: {
        const data = this.parse(dealerCreated, event);
        if (data)
          await this.dealerAnnounced(
            manager,
            { ...data, isPublic: data.isPublic ?? true },
            event.traceId,
          );
        return;
      }
      case dealerUpdated.type: {
        // A renamed dealer's new name and contact details show on its listings from now on.
        const data = this.parse(dealerUpdated, event);
        const isPublic = data && (data.isPublic ?? (data.status === 'approved' && data.isActive));
        if (data)
          await this.dealerAnnounced(manager, { ...data, isPublic: !!isPublic }, event.traceId);
        return;
      }
      case userDeleted.type: {
        const data = this.parse(userDeleted, event);
        if (data) await this.removeAccount(manager, data.userId, event.traceId);
        return;
      }
      default:
        return;
    }
  }

  /**
   * A dealer the public no longer sees (deactivated, reset to pending, account suspended)
   * takes its listings out of search and vehicle pages; back when it is. Each listing that
   * changes is a new revision with its event, so the index follows.
   */
  private async dealerAnnounced(
    manager: EntityManager,
    dealer: AnnouncedDealer,
    traceId?: string,
  ): Promise<void> {
    const wasPublic = await this.directory.upsertDealer(manager, dealer);
    if (wasPublic === dealer.isPublic) return;
    for (const listing of await this.listings.setSellerActive(
      manager,
      dealer.dealerId,
      dealer.isPublic,
    ))
      await this.listingEvents.changed(manager, listing, { kind: 'updated' }, traceId);
  }

  /**
   * A deleted account's listings are deleted (the index hears of each); their photos become
   * unattached and the sweep removes the files. Their saves go, and the counts follow.
   */
  private async removeAccount(
    manager: EntityManager,
    userId: string,
    traceId?: string,
  ): Promise<void> {
    for (const id of await this.listings.listIdsOwnedBy(manager, userId)) {
      const listing = await this.listings.findById(id, manager, { lock: true });
      if (!listing) continue;
      await this.listings.delete(manager, id);
      await this.listingEvents.deleted(manager, listing, traceId);
    }
    for (const listingId of await this.saved.removeAllOf(manager, userId)) {
      await this.listings.adjustFavorites(manager, listingId, -1);
    }
    await this.directory.deleteSeller(manager, userId);
  }

  private parse<S extends z.ZodType>(
    definition: EventDefinition<string, S>,
    event: EventEnvelope,
  ): z.infer<S> | null {
    return readEventData(definition, event, this.logger);
  }
}
