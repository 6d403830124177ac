import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EventEnvelope, listingEvents } from '@market/contracts';
import { PLATFORM_CONFIG, type PlatformConfig, readEventData, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_EVENTS } from '../notifications.tokens.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import type { Site } from '../services/email-templates.js';
import { newConversationMessageEmail } from './conversation-email-templates.js';
import { ConversationRepository } from './conversation.repository.js';

/** Its own group: a group's subscription is fixed at start. */
export const NOTIFICATIONS_CONVERSATIONS_GROUP = 'notifications-conversations';

const { listingContactRequested } = listingEvents;

/**
 * A buyer's message to a private seller (listings.contact.requested): filed in their
 * conversation about the listing and e-mailed to the seller, masked, in the inbox's
 * transaction — a redelivered event adds neither twice.
 */
@Injectable()
export class ListingContactEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(NOTIFICATIONS_EVENTS) private readonly events: ServiceEvents,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly conversations: ConversationRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  async subscribe(): Promise<void> {
    await this.events.consume(NOTIFICATIONS_CONVERSATIONS_GROUP, [listingContactRequested.type], (event, manager) =>
      this.apply(event, manager),
    );
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    if (event.type !== listingContactRequested.type) return;
    const data = readEventData(listingContactRequested, event, this.logger);
    if (!data) return;
    const conversationId = await this.conversations.storeListingMessage(manager, data, event.occurredAt);
    if (!conversationId) return;
    await this.outbound.enqueue(manager, {
      kind: 'conversation_message',
      to: data.recipientEmail,
      eventId: event.id,
      ...newConversationMessageEmail(this.site, {
        conversationId,
        recipientName: data.recipientName,
        senderName: data.senderName,
        subject: data.subject,
        listingTitle: data.listingTitle,
        body: data.message,
        recipientSignedIn: true,
      }),
    });
  }
}
