import { Controller, Inject, Logger } from '@nestjs/common';
import {
  dealerEvents,
  type EventEnvelope,
  identityEvents,
  type ListingDocument,
  listingEvents,
} from '@market/contracts';
import {
  type EventContext,
  OnEvent,
  PLATFORM_CONFIG,
  type PlatformConfig,
  readEventData,
} from '@market/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_SCHEMA } from '../../notifications.tokens.js';
import type { Site } from '../../services/email-templates.js';
import { ALERT_OPTIONS, type AlertOptions } from '../alerts.tokens.js';
import {
  AlertMatchRepository,
  type MatchPayload,
  type NewMatch,
} from '../repositories/alert-match.repository.js';
import { AlertSubscriptionRepository } from '../repositories/alert-subscription.repository.js';
import { SavedSearchRepository } from '../repositories/saved-search.repository.js';
import { isSearchable, matchesSearch } from '../services/alert-matcher.js';
import { dueTimes } from '../services/alert-schedule.js';
import { siteOf } from '../services/alert-site.js';
import { Ctx, Payload } from '@nestjs/microservices';

export const NOTIFICATIONS_ALERTS_GROUP = 'notifications-alerts';

const {
  listingPublished,
  listingUpdated,
  listingStatusChanged,
  listingDeleted,
  savedListingAdded,
  savedListingRemoved,
} = listingEvents;
const { dealerApproved } = dealerEvents;
const { userDeleted } = identityEvents;

/**
 * Turns the listings (and dealers) events into queued alert matches, in the inbox's
 * transaction: a redelivered event is skipped by the inbox, a late or repeated revision by
 * the listing projection, and a match already queued by its unique key, so each match is
 * mailed once. Mails go out later, one digest per recipient (AlertDigestService).
 */
@Controller()
export class AlertEventsHandler {
  private readonly logger = new Logger('notifications');
  private readonly site: Site;

  constructor(
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(ALERT_OPTIONS) private readonly options: AlertOptions,
    private readonly matches: AlertMatchRepository,
    private readonly searches: SavedSearchRepository,
    private readonly subscriptions: AlertSubscriptionRepository,
  ) {
    this.site = siteOf(config);
  }

  @OnEvent(
    [
      listingPublished.type,
      listingUpdated.type,
      listingStatusChanged.type,
      listingDeleted.type,
      savedListingAdded.type,
      savedListingRemoved.type,
      dealerApproved.type,
      userDeleted.type,
    ],
    { schema: NOTIFICATIONS_SCHEMA, group: NOTIFICATIONS_ALERTS_GROUP },
  )
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventContext): Promise<void> {
    return this.apply(event, context.manager);
  }

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case listingPublished.type:
      case listingUpdated.type:
      case listingStatusChanged.type: {
        const definition =
          event.type === listingPublished.type
            ? listingPublished
            : event.type === listingUpdated.type
              ? listingUpdated
              : listingStatusChanged;
        const data = readEventData(definition, event, this.logger);
        if (data) await this.listingChanged(manager, data.listing);
        return;
      }
      case listingDeleted.type: {
        const data = readEventData(listingDeleted, event, this.logger);
        if (data) await this.matches.markListingDeleted(manager, data.listingId, data.revision);
        return;
      }
      case savedListingAdded.type: {
        const data = readEventData(savedListingAdded, event, this.logger);
        if (data) await this.matches.saveListing(manager, data.userId, data.listingId);
        return;
      }
      case savedListingRemoved.type: {
        const data = readEventData(savedListingRemoved, event, this.logger);
        if (data) await this.matches.unsaveListing(manager, data.userId, data.listingId);
        return;
      }
      case dealerApproved.type: {
        const data = readEventData(dealerApproved, event, this.logger);
        if (!data) return;
        await this.matches.addDealerNews(
          manager,
          data.dealerId,
          {
            title: `${data.businessName} joined ${this.site.name}`,
            url: `${this.site.url}/dealers/${data.dealerId}`,
          },
          dueTimes(new Date(), this.options.instantDelayMs),
        );
        return;
      }
      case userDeleted.type: {
        const data = readEventData(userDeleted, event, this.logger);
        if (data) await this.subscriptions.removeUser(manager, data.userId);
        return;
      }
      default:
        return;
    }
  }

  private async listingChanged(manager: EntityManager, listing: ListingDocument): Promise<void> {
    const seen = await this.matches.advanceListing(
      manager,
      listing.id,
      listing.revision,
      listing.price,
    );
    if (seen.stale) return;
    if (!isSearchable(listing)) {
      await this.matches.dropPendingForListing(manager, listing.id);
      return;
    }
    const due = dueTimes(new Date(), this.options.instantDelayMs);
    const payload = this.payload(listing);
    const dropped = seen.previousPrice !== null && listing.price < seen.previousPrice;
    const dropKey = `drop:${listing.id}:${listing.revision}`;
    const dropPayload = { ...payload, previousPrice: seen.previousPrice ?? undefined };
    const listedAt = new Date(listing.createdAt);

    const queued: NewMatch[] = [];
    for (const alert of await this.searches.candidates(manager, listing.category)) {
      if (!matchesSearch(alert.criteria, listing)) continue;
      // "New" is new to the alert: listed after it was saved.
      if (alert.newListings && listedAt >= alert.createdAt)
        queued.push({
          subscriptionId: alert.subscriptionId,
          alertId: alert.id,
          kind: 'new_listing',
          matchKey: `new:${listing.id}`,
          listingId: listing.id,
          payload: { ...payload, alertName: alert.name },
          dueAt: due[alert.frequency],
        });
      if (dropped && alert.savedSearches)
        queued.push({
          subscriptionId: alert.subscriptionId,
          alertId: alert.id,
          kind: 'price_drop',
          matchKey: dropKey,
          listingId: listing.id,
          payload: { ...dropPayload, alertName: alert.name },
          dueAt: due[alert.frequency],
        });
    }
    // Saved listings first: the drop of a vehicle the user saved reads as such, not as a search's.
    if (dropped)
      await this.matches.addPriceDropForSavers(manager, listing.id, dropKey, dropPayload, due);
    await this.matches.addMatches(manager, queued);
    await this.matches.addNewListingForEveryone(manager, listing.id, payload, due, listedAt);
  }

  private payload(listing: ListingDocument): MatchPayload {
    return {
      title: listing.title,
      url: `${this.site.url}/${listing.category}/${listing.id}`,
      price: listing.price,
      mileage: listing.mileage,
      location: [listing.locationCity, listing.locationState].filter(Boolean).join(', ') || null,
      imageUrl: listing.primaryImageUrl,
    };
  }
}
