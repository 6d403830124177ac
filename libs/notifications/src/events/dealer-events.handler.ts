import { Controller, Inject, Logger } from '@nestjs/common';
import {
  dealerEvents,
  type EventDefinition,
  type EventEnvelope,
  identityEvents,
} from '@market/contracts';
import {
  type EventContext,
  OnEvent,
  PLATFORM_CONFIG,
  type PlatformConfig,
  readEventData,
} from '@market/platform';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { NOTIFICATIONS_SCHEMA } from '../notifications.tokens.js';
import { ConversationMessageRepository } from '../repositories/conversation-message.repository.js';
import { OutboundEmailRepository } from '../repositories/outbound-email.repository.js';
import {
  applicationConfirmationEmail,
  applicationReceivedEmail,
  applicationRejectedEmail,
  contactMessageEmail,
  dealerApprovedEmail,
  repAffiliationAnsweredEmail,
  repInvitedEmail,
  repJoinRequestedEmail,
} from '../services/dealer-email-templates.js';
import type { Site } from '../services/email-templates.js';
import { Ctx, Payload } from '@nestjs/microservices';

/** Its own group: the identity group's subscription is fixed at start, groups are one per subscription. */
export const NOTIFICATIONS_DEALERS_GROUP = 'notifications-dealers';

const {
  contactRequested,
  applicationSubmitted,
  applicationRejected,
  dealerApproved,
  applicationConfirmationRequested,
  repAffiliationRequested,
  repAffiliationInvited,
  repAffiliationAnswered,
} = dealerEvents;
const { userDeleted } = identityEvents;

/**
 * The dealers context's messages and mails: a message to a dealer or rep is stored in the
 * recipient's inbox and e-mailed to them; applicants hear of receipt, approval and
 * rejection. Both the message row and the mail are written in the inbox's transaction, so
 * a redelivered event adds neither twice.
 */
@Controller()
export class DealerEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly messages: ConversationMessageRepository,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  @OnEvent(
    [
      contactRequested.type,
      applicationSubmitted.type,
      applicationRejected.type,
      dealerApproved.type,
      applicationConfirmationRequested.type,
      repAffiliationRequested.type,
      repAffiliationInvited.type,
      repAffiliationAnswered.type,
      userDeleted.type,
    ],
    { schema: NOTIFICATIONS_SCHEMA, group: NOTIFICATIONS_DEALERS_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case contactRequested.type: {
        const data = this.parse(contactRequested, event);
        if (!data) return;
        await this.messages.store(manager, data, event.occurredAt);
        await this.outbound.enqueue(manager, {
          kind: 'contact_message',
          to: data.recipientEmail,
          eventId: event.id,
          ...contactMessageEmail(this.site, data),
        });
        return;
      }
      case applicationSubmitted.type: {
        const data = this.parse(applicationSubmitted, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'dealer_application_received',
            to: data.email,
            eventId: event.id,
            ...applicationReceivedEmail(this.site, data),
          });
        return;
      }
      case applicationRejected.type: {
        const data = this.parse(applicationRejected, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'dealer_application_rejected',
            to: data.email,
            eventId: event.id,
            ...applicationRejectedEmail(this.site, data),
          });
        return;
      }
      case dealerApproved.type: {
        const data = this.parse(dealerApproved, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'dealer_approved',
            to: data.email,
            eventId: event.id,
            ...dealerApprovedEmail(this.site, data),
          });
        return;
      }
      case applicationConfirmationRequested.type: {
        const data = this.parse(applicationConfirmationRequested, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'dealer_application_confirmation',
            to: data.email,
            eventId: event.id,
            ...applicationConfirmationEmail(this.site, data, event.occurredAt),
          });
        return;
      }
      case repAffiliationRequested.type: {
        const data = this.parse(repAffiliationRequested, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'rep_join_requested',
            to: data.recipientEmail,
            eventId: event.id,
            ...repJoinRequestedEmail(this.site, data),
          });
        return;
      }
      case repAffiliationInvited.type: {
        const data = this.parse(repAffiliationInvited, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'rep_invited',
            to: data.recipientEmail,
            eventId: event.id,
            ...repInvitedEmail(this.site, data),
          });
        return;
      }
      case repAffiliationAnswered.type: {
        const data = this.parse(repAffiliationAnswered, event);
        if (data)
          await this.outbound.enqueue(manager, {
            kind: 'rep_affiliation_answered',
            to: data.recipientEmail,
            eventId: event.id,
            ...repAffiliationAnsweredEmail(this.site, data),
          });
        return;
      }
      case userDeleted.type: {
        const data = this.parse(userDeleted, event);
        if (data) await this.messages.deleteAllOf(manager, data.userId);
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
