import { Inject, Injectable } from '@nestjs/common';
import type { ListingStatus } from '@market/contracts';
import type { ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { LISTINGS_EVENTS, MEDIA_URLS } from '../listings.tokens.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import type { ListingRecord } from '../repositories/listing.repository.js';
import { type MediaUrls, toListingDocument } from './listing-views.js';

export type ListingChange =
  | { kind: 'published' }
  | { kind: 'updated' }
  | { kind: 'status-changed'; previousStatus: ListingStatus };

/** Records one listing event per change, in the change's transaction (the outbox publishes it after commit). */
@Injectable()
export class ListingEventsService {
  constructor(
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
    private readonly images: ListingImageRepository,
  ) {}

  async changed(
    manager: EntityManager,
    listing: ListingRecord,
    change: ListingChange,
    traceId?: string,
  ): Promise<void> {
    const images = (await this.images.forListings([listing.id], manager)).get(listing.id) ?? [];
    const document = toListingDocument(listing, images, this.urls);
    if (change.kind === 'published')
      await this.events.record(
        manager,
        'listings.listing.published',
        { listing: document },
        traceId,
      );
    else if (change.kind === 'updated')
      await this.events.record(manager, 'listings.listing.updated', { listing: document }, traceId);
    else {
      await this.events.record(
        manager,
        'listings.listing.status-changed',
        { listing: document, previousStatus: change.previousStatus },
        traceId,
      );
    }
  }

  async deleted(manager: EntityManager, listing: ListingRecord, traceId?: string): Promise<void> {
    await this.events.record(
      manager,
      'listings.listing.deleted',
      {
        listingId: listing.id,
        userId: listing.userId,
        dealerId: listing.dealerId,
        salesRepId: listing.salesRepId,
        revision: listing.revision + 1,
      },
      traceId,
    );
  }

  /** Publishes what was just committed without waiting for the relay's next poll. */
  nudge(): void {
    this.events.nudge();
  }
}
