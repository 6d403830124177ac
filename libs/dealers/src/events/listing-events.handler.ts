import { Controller, Logger } from '@nestjs/common';
import { type EventDefinition, type EventEnvelope, listingEvents } from '@market/contracts';
import { type EventContext, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { DEALERS_SCHEMA } from '../dealers.tokens.js';
import { ListingProjectionRepository } from '../repositories/listing-projection.repository.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group, so a burst of listing changes never delays an approval's provisioning. */
export const DEALERS_LISTINGS_GROUP = 'dealers-listings';

const {
  listingPublished,
  listingUpdated,
  listingStatusChanged,
  listingDeleted,
  listingViewsCounted,
  listingsImported,
} = listingEvents;

/** Keeps the listing projection behind the dashboards' figures and the profiles' inventory counts. */
@Controller()
export class ListingEventsHandler {
  private readonly logger = new Logger('dealers');

  constructor(private readonly projection: ListingProjectionRepository) {}

  @OnEvent(
    [
      listingPublished.type,
      listingUpdated.type,
      listingStatusChanged.type,
      listingDeleted.type,
      listingViewsCounted.type,
      listingsImported.type,
    ],
    { schema: DEALERS_SCHEMA, group: DEALERS_LISTINGS_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case listingPublished.type:
      case listingUpdated.type:
      case listingStatusChanged.type: {
        const data = this.parse(
          event.type === listingStatusChanged.type ? listingStatusChanged : listingPublished,
          event,
        );
        if (data) await this.projection.upsert(manager, data.listing);
        return;
      }
      case listingsImported.type: {
        const data = this.parse(listingsImported, event);
        if (data) await this.projection.upsertMany(manager, data.listings);
        return;
      }
      case listingDeleted.type: {
        const data = this.parse(listingDeleted, event);
        if (data) await this.projection.delete(manager, data);
        return;
      }
      case listingViewsCounted.type: {
        const data = this.parse(listingViewsCounted, event);
        if (data) await this.projection.recordViews(manager, data.listings);
        return;
      }
      default:
        return;
    }
  }

  private parse<S extends z.ZodType>(
    definition: EventDefinition<string, S>,
    event: EventEnvelope,
  ): z.infer<S> | null {
    return readEventData(definition, event, this.logger);
  }
}
