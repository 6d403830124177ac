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
import { newConversationMessageEmail } from './conversation-email-templates.js';
import { ConversationRepository } from './conversation.repository.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group: a group's subscription is fixed at start. */
export const NOTIFICATIONS_CONVERSATIONS_GROUP = 'notifications-conversations';

const { listingContactRequested } = listingEvents;

/**
 * A buyer's message to a private seller (listings.contact.requested): filed in their
 * conversation about the listing and e-mailed to the seller, masked, in the inbox's
 * transaction — a redelivered event adds neither twice.
 */
@Controller()
export class ListingContactEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly conversations: ConversationRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  @OnEvent([listingContactRequested.type], {
    schema: NOTIFICATIONS_SCHEMA,
    group: NOTIFICATIONS_CONVERSATIONS_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    if (event.type !== listingContactRequested.type) return;
    const data = readEventData(listingContactRequested, event, this.logger);
    if (!data) return;
    const conversationId = await this.conversations.storeListingMessage(
      manager,
      data,
      event.occurredAt,
    );
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
