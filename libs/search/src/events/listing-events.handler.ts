import { Controller, Inject, Logger } from '@nestjs/common';
import { type EventEnvelope, listingEvents } from '@market/contracts';
import { OnEvent, readEventData } from '@market/platform';
import type { ListingIndex } from '../index/listing-index.port.js';
import { LISTING_INDEX, SEARCH_SCHEMA } from '../search.tokens.js';
import { Payload } from '@nestjs/microservices';

export const SEARCH_GROUP = 'search';

const { listingPublished, listingUpdated, listingStatusChanged, listingDeleted, listingsImported } =
  listingEvents;

/**
 * Keeps the index a projection of the listings events. Each write carries the listing's
 * revision, so redeliveries and late events change nothing; the inbox skips repeats.
 */
@Controller()
export class ListingEventsHandler {
  private readonly logger = new Logger('search');

  constructor(@Inject(LISTING_INDEX) private readonly index: ListingIndex) {}

  @OnEvent(
    [
      listingPublished.type,
      listingUpdated.type,
      listingStatusChanged.type,
      listingDeleted.type,
      listingsImported.type,
    ],
    { schema: SEARCH_SCHEMA, group: SEARCH_GROUP },
  )
  handle(@Payload() event: EventEnvelope): Promise<void> {
    return this.apply(event);
  }

  async apply(event: EventEnvelope): Promise<void> {
    switch (event.type) {
      case listingPublished.type:
      case listingUpdated.type: {
        const data = readEventData(
          event.type === listingPublished.type ? listingPublished : listingUpdated,
          event,
          this.logger,
        );
        if (data) await this.index.upsert([data.listing]);
        return;
      }
      case listingStatusChanged.type: {
        const data = readEventData(listingStatusChanged, event, this.logger);
        if (data) await this.index.upsert([data.listing]);
        return;
      }
      case listingsImported.type: {
        // An inventory import's chunk: its documents in one index write.
        const data = readEventData(listingsImported, event, this.logger);
        if (data) await this.index.upsert(data.listings);
        return;
      }
      case listingDeleted.type: {
        const data = readEventData(listingDeleted, event, this.logger);
        if (data) await this.index.remove(data.listingId, data.revision);
        return;
      }
      default:
        return;
    }
  }
}
