import { Controller, Inject, Logger } from '@nestjs/common';
import { type EventDefinition, type EventEnvelope, identityEvents } from '@market/contracts';
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
import {
  type NewOutboundEmail,
  OutboundEmailRepository,
} from '../repositories/outbound-email.repository.js';
import {
  broadcastEmail,
  passwordResetEmail,
  signInAlertEmail,
  type Site,
  verificationEmail,
  welcomeEmail,
} from '../services/email-templates.js';
import { Ctx, Payload } from '@nestjs/microservices';

const {
  emailVerificationRequested,
  userVerified,
  passwordResetRequested,
  signInThrottled,
  broadcastMailRequested,
} = identityEvents;

export const NOTIFICATIONS_GROUP = 'notifications';

/** The identity events that send an e-mail: verification link, welcome once verified, password reset link, admin broadcasts. */
@Controller()
export class IdentityEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly outbound: OutboundEmailRepository,
  ) {
    this.site = { name: config.SITE_NAME, url: config.PUBLIC_URL.replace(/\/+$/, '') };
  }

  @OnEvent(
    [
      emailVerificationRequested.type,
      userVerified.type,
      passwordResetRequested.type,
      signInThrottled.type,
      broadcastMailRequested.type,
    ],
    { schema: NOTIFICATIONS_SCHEMA, group: NOTIFICATIONS_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  /**
   * Runs in the inbox's transaction: the mail is queued if and only if the event is
   * recorded as processed, so a crash loses nothing and a redelivery queues nothing.
   */
  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const email = this.render(event);
    if (email) await this.outbound.enqueue(manager, { ...email, eventId: event.id });
  }

  private render(event: EventEnvelope): Omit<NewOutboundEmail, 'eventId'> | null {
    switch (event.type) {
      case emailVerificationRequested.type: {
        const data = this.parse(emailVerificationRequested, event);
        if (!data) return null;
        const link = {
          firstName: data.firstName,
          url: data.verifyUrl,
          expiresAt: data.expiresAt,
          issuedAt: event.occurredAt,
        };
        return { kind: 'verification', to: data.email, ...verificationEmail(this.site, link) };
      }
      case userVerified.type: {
        const data = this.parse(userVerified, event);
        if (!data) return null;
        return { kind: 'welcome', to: data.email, ...welcomeEmail(this.site, data) };
      }
      case passwordResetRequested.type: {
        const data = this.parse(passwordResetRequested, event);
        if (!data) return null;
        const link = {
          firstName: data.firstName,
          url: data.resetUrl,
          expiresAt: data.expiresAt,
          issuedAt: event.occurredAt,
        };
        return { kind: 'password_reset', to: data.email, ...passwordResetEmail(this.site, link) };
      }
      case signInThrottled.type: {
        const data = this.parse(signInThrottled, event);
        if (!data) return null;
        return { kind: 'sign_in_alert', to: data.email, ...signInAlertEmail(this.site, data) };
      }
      case broadcastMailRequested.type: {
        const data = this.parse(broadcastMailRequested, event);
        if (!data) return null;
        return { kind: 'broadcast', to: data.email, ...broadcastEmail(this.site, data) };
      }
      default:
        return null;
    }
  }

  private parse<S extends z.ZodType>(
    definition: EventDefinition<string, S>,
    event: EventEnvelope,
  ): z.infer<S> | null {
    return readEventData(definition, event, this.logger);
  }
}
