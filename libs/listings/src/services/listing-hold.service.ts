import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, type ServiceEvents } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { LISTINGS_EVENTS } from '../listings.tokens.js';
import { ListingModerationRepository } from '../repositories/listing-moderation.repository.js';
import type { ListingRecord } from '../repositories/listing.repository.js';
import { SellerDirectoryRepository } from '../repositories/seller-directory.repository.js';
import { FraudScreen, isPrivateSeller } from './fraud-screen.js';
import type { Actor } from './listing-access.js';
import type { EditableFields } from './listing-edits.js';

export const HELD_FOR_REVIEW =
  'This listing is being reviewed by our team: it goes live once they approve it (within 24 hours).';

/**
 * Holds a private seller's listing the fraud pre-screen flags: it is saved as pending with
 * the reasons, the seller is e-mailed why, and only an admin releases it. Once held, a
 * listing stays held through the seller's edits until an admin decides.
 */
@Injectable()
export class ListingHoldService {
  constructor(
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
    private readonly moderation: ListingModerationRepository,
    private readonly directory: SellerDirectoryRepository,
    private readonly screen: FraudScreen,
  ) {}

  /**
   * The reasons to hold a listing being created (`current` null) or edited; the fields'
   * status becomes pending when there are any. Drafts are screened when they go live.
   */
  async check(
    manager: EntityManager,
    actor: Actor,
    fields: EditableFields,
    imageIds: string[],
    current: ListingRecord | null,
  ): Promise<string[]> {
    if (!isPrivateSeller(actor)) return [];
    const held = current ? await this.moderation.moderationOf(current.id, manager) : null;
    const goesLive = fields.status === 'active' || fields.status === 'sold';
    if (!goesLive) return held?.reasons ?? [];
    const sellerId = current?.userId ?? actor.id;
    const reasons = await this.screen.screen(manager, sellerId, { ...fields, imageIds });
    const kept = reasons.length > 0 ? reasons : (held?.reasons ?? []);
    if (kept.length > 0) fields.status = 'pending';
    return kept;
  }

  /** Records the hold on the saved listing and tells the seller (only when the reasons are new). */
  async hold(manager: EntityManager, listing: ListingRecord, reasons: string[]): Promise<void> {
    if (reasons.length === 0) return;
    const before = await this.moderation.moderationOf(listing.id, manager);
    await this.moderation.setHold(manager, listing.id, reasons);
    if (before && JSON.stringify(before.reasons) === JSON.stringify(reasons)) return;
    const seller = (await this.directory.sellers([listing.userId])).get(listing.userId);
    await this.events.record(manager, 'listings.listing.flagged', {
      listingId: listing.id,
      userId: listing.userId,
      email: seller?.email ?? null,
      firstName: seller?.firstName ?? null,
      title: listing.title,
      reasons,
    });
  }

  /** A held listing goes live only through an admin's approval. */
  async refuseRelease(manager: EntityManager, actor: Actor, listingId: string): Promise<void> {
    if (actor.roles.includes('admin')) return;
    if (await this.moderation.moderationOf(listingId, manager))
      throw new ConflictError(HELD_FOR_REVIEW);
  }

  moderationOf(listingId: string): Promise<{ reasons: string[]; flaggedAt: string } | null> {
    return this.moderation.moderationOf(listingId);
  }
}
