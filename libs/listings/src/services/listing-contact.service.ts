import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CONVERSATION_TEXTS,
  defaultListingMessageSubject,
  type ListingMessageAccepted,
} from '@market/contracts';
import { type AuthUser, ConflictError, NotFoundError, type ServiceEvents } from '@market/platform';
import type { DataSource } from 'typeorm';
import { LISTINGS_EVENTS, LISTINGS_SCHEMA } from '../listings.tokens.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { SellerDirectoryRepository } from '../repositories/seller-directory.repository.js';
import { canViewListing } from './listing-access.js';
import { InjectDataSource } from '@nestjs/typeorm';

const VEHICLE_NOT_FOUND = 'Vehicle not found';

/**
 * A signed-in buyer's message to a listing's private seller. Only listings knows who the
 * seller is and how to reach them; the message leaves as `listings.contact.requested` in one
 * transaction, and notifications files it in the buyer↔seller conversation and e-mails the
 * seller (without the buyer's address). The seller's address never reaches the buyer.
 */
@Injectable()
export class ListingContactService {
  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(LISTINGS_EVENTS) private readonly events: ServiceEvents,
    private readonly listings: ListingRepository,
    private readonly directory: SellerDirectoryRepository,
  ) {}

  async message(
    sender: AuthUser,
    listingId: string,
    input: { subject: string | null; message: string },
    traceId?: string,
  ): Promise<ListingMessageAccepted> {
    const listing = await this.listings.findById(listingId);
    // A listing the public cannot see (pending, inactive, hidden seller) takes no messages.
    if (!listing || !canViewListing(undefined, listing)) throw new NotFoundError(VEHICLE_NOT_FOUND);
    if (listing.dealerId || listing.salesRepId)
      throw new ConflictError(CONVERSATION_TEXTS.notPrivate);
    if (listing.userId === sender.id) throw new ConflictError(CONVERSATION_TEXTS.ownListing);
    const people = await this.directory.sellers([listing.userId, sender.id]);
    const seller = people.get(listing.userId);
    if (!seller) throw new NotFoundError(VEHICLE_NOT_FOUND);
    const buyer = people.get(sender.id);
    const name = (
      p: { firstName: string | null; lastName: string | null } | undefined,
      fallback: string,
    ) => [p?.firstName, p?.lastName].filter(Boolean).join(' ') || fallback;
    const subject = input.subject ?? defaultListingMessageSubject(listing.title);
    const messageId = randomUUID();
    await this.db.transaction((manager) =>
      this.events.record(
        manager,
        'listings.contact.requested',
        {
          messageId,
          listingId: listing.id,
          listingTitle: listing.title,
          recipientUserId: seller.userId,
          recipientEmail: seller.email,
          recipientName: name(seller, 'Private seller'),
          senderUserId: sender.id,
          senderEmail: buyer?.email ?? sender.email,
          senderName: name(buyer, 'A buyer'),
          subject,
          message: input.message,
        },
        traceId,
      ),
    );
    this.events.nudge();
    return { id: messageId, subject, message: CONVERSATION_TEXTS.messageSent };
  }
}
