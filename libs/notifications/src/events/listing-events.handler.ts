import { Controller, Inject, Logger } from '@nestjs/common';
import { type EventEnvelope, listingEvents } from '@market/contracts';
import {
  type EventContext,
  OnEvent,
  PLATFORM_CONFIG,
  type PlatformConfig,
  readEventData,
} from '@market/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import type { Site } from '../services/email-templates.js';
import { listingHeldEmail } from '../services/listing-email-templates.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group (one subscription per group). */
export const NOTIFICATIONS_LISTINGS_GROUP = 'notifications-listings';

/** The listings context's mails: a private seller whose listing the fraud pre-screen held is told why. */
@Controller()
export class ListingEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  @OnEvent([listingEvents.listingFlagged.type], {
    schema: NOTIFICATIONS_SCHEMA,
    group: NOTIFICATIONS_LISTINGS_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const data = readEventData(listingEvents.listingFlagged, event, this.logger);
    if (!data?.email) return;
    await this.outbound.enqueue(manager, {
      kind: 'listing_held',
      to: data.email,
      eventId: event.id,
      ...listingHeldEmail(this.site, data),
    });
  }
}
