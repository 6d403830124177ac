import { Controller, Inject, Logger } from '@nestjs/common';
import { type EventEnvelope, identityEvents, listingEvents } from '@market/contracts';
import {
  type EventContext,
  OnEvent,
  type ServiceEvents,
  execute,
  readEventData,
} from '@market/platform';
import type { EntityManager } from 'typeorm';
import { BILLING_EVENTS, BILLING_SCHEMA } from '../billing.tokens.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const BILLING_GROUP = 'billing';

/** A sign-up's token to pay for its membership before the e-mail is verified lives this long. */
const SIGN_UP_TOKEN_HOURS = 24;

const { userRegistered } = identityEvents;
const { listingPublished, listingUpdated, listingStatusChanged, listingDeleted } = listingEvents;

/**
 * What billing keeps of other contexts: accounts (the receipt address, a sign-up's checkout
 * token) from identity, and listings (who may promote which) from listings.
 */
@Controller()
export class UpstreamEventsHandler {
  private readonly logger = new Logger('billing');

  constructor(@Inject(BILLING_EVENTS) private readonly events: ServiceEvents) {}

  @OnEvent(
    [
      userRegistered.type,
      listingPublished.type,
      listingUpdated.type,
      listingStatusChanged.type,
      listingDeleted.type,
    ],
    { schema: BILLING_SCHEMA, group: BILLING_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case userRegistered.type: {
        const data = readEventData(userRegistered, event, this.logger);
        if (!data) return;
        await execute(
          manager,
          `INSERT INTO customers (user_id, email, account_type, sign_up_token_hash, sign_up_token_expires_at)
           VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE $5::timestamptz + make_interval(hours => $6) END)
           ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email`,
          [
            data.userId,
            data.email,
            data.accountType,
            data.checkoutTokenHash ?? null,
            event.occurredAt,
            SIGN_UP_TOKEN_HOURS,
          ],
        );
        return;
      }
      case listingPublished.type:
      case listingUpdated.type:
      case listingStatusChanged.type: {
        const data = readEventData(listingUpdated, event, this.logger);
        if (!data) return;
        const { listing } = data;
        await execute(
          manager,
          `INSERT INTO listings (listing_id, user_id, sales_rep_id, title, revision) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (listing_id) DO UPDATE SET user_id = EXCLUDED.user_id, sales_rep_id = EXCLUDED.sales_rep_id,
             title = EXCLUDED.title, revision = EXCLUDED.revision
           WHERE listings.revision <= EXCLUDED.revision AND NOT listings.deleted`,
          [listing.id, listing.userId, listing.salesRepId, listing.title, listing.revision],
        );
        return;
      }
      case listingDeleted.type: {
        const data = readEventData(listingDeleted, event, this.logger);
        if (!data) return;
        await execute(
          manager,
          `INSERT INTO listings (listing_id, user_id, sales_rep_id, title, revision, deleted) VALUES ($1, $2, $3, '', $4, true)
           ON CONFLICT (listing_id) DO UPDATE SET deleted = true`,
          [data.listingId, data.userId, data.salesRepId, data.revision],
        );
        return;
      }
    }
  }
}
