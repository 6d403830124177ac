import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventEnvelope, listingEvents } from '@market/contracts';
import { PLATFORM_CONFIG, type PlatformConfig, readEventData, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_EVENTS } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import type { Site } from '../services/email-templates.js';
import { listingHeldEmail } from '../services/listing-email-templates.js';

/** Its own group (one subscription per group). */
export const NOTIFICATIONS_LISTINGS_GROUP = 'notifications-listings';

/** The listings context's mails: a private seller whose listing the fraud pre-screen held is told why. */
@Injectable()
export class ListingEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(NOTIFICATIONS_EVENTS) private readonly events: ServiceEvents,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  async subscribe(): Promise<void> {
    await this.events.consume(NOTIFICATIONS_LISTINGS_GROUP, [listingEvents.listingFlagged.type], (event, manager) =>
      this.apply(event, manager),
    );
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const data = readEventData(listingEvents.listingFlagged, event, this.logger);
    if (!data?.email) return;
    await this.outbound.enqueue(manager, { kind: 'listing_held', to: data.email, eventId: event.id, ...listingHeldEmail(this.site, data) });
  }
}
