import { Controller, Logger } from '@nestjs/common';
import { affiliateEvents, type EventEnvelope } from '@market/contracts';
import { type EventContext, execute, OnEvent, readEventData } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { IDENTITY_SCHEMA } from '../identity.tokens.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const IDENTITY_AFFILIATES_GROUP = 'identity-affiliates';

const { affiliateStatusChanged } = affiliateEvents;

/**
 * What identity keeps of affiliates: whether an account is an affiliate in good standing,
 * for "me" (`isAffiliate`). The events of one account arrive in order (keyed by user id).
 */
@Controller()
export class AffiliateEventsHandler {
  private readonly logger = new Logger('identity');

  @OnEvent([affiliateStatusChanged.type], {
    schema: IDENTITY_SCHEMA,
    group: IDENTITY_AFFILIATES_GROUP,
  })
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    const data = readEventData(affiliateStatusChanged, event, this.logger);
    if (!data) return;
    await execute(manager, `UPDATE profiles SET is_affiliate = $2 WHERE user_id = $1`, [
      data.userId,
      data.isAffiliate,
    ]);
  }
}
