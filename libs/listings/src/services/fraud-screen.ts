import { Injectable, Logger } from '@nestjs/common';
import type { VehicleCategory } from '@market/contracts';
import type { EntityManager } from 'typeorm';
import { ListingModerationRepository } from '../repositories/listing-moderation.repository.js';
import { InvalidVinError, UnknownVinError, VinDecoder } from '../vin/index.js';
import type { Actor } from './listing-access.js';

/** A price under this share of the comparable listings' median is "far below". */
export const FAR_BELOW_SHARE = 0.5;
/** Comparable listings needed before a price is judged. */
export const MIN_COMPARABLES = 3;

export interface ScreenedListing {
  category: VehicleCategory;
  make: string;
  makeLabel: string;
  model: string;
  modelLabel: string;
  year: number;
  price: number;
  vin: string | null;
  imageIds: string[];
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** Private sellers only: dealers, sales reps and admins are known to the platform. */
export function isPrivateSeller(actor: Actor): boolean {
  return !actor.roles.some((role) => role === 'dealer' || role === 'sales_rep' || role === 'admin');
}

/**
 * The fraud pre-screen of a private seller's listing on create and edit: a VIN whose check
 * digit fails or that decodes to another vehicle than the form says, a price far below
 * comparable listings, photos identical to another seller's. Each finding is a reason, in
 * words the seller is shown; any reason holds the listing for an admin's review.
 */
@Injectable()
export class FraudScreen {
  private readonly logger = new Logger('listings');

  constructor(
    private readonly moderation: ListingModerationRepository,
    private readonly vins: VinDecoder,
  ) {}

  async screen(
    manager: EntityManager,
    sellerId: string,
    listing: ScreenedListing,
  ): Promise<string[]> {
    const reasons: string[] = [];
    if (listing.vin) {
      const vinReason = await this.checkVin(listing);
      if (vinReason) reasons.push(vinReason);
    }
    const { median, count } = await this.moderation.comparablePrice(manager, {
      ...listing,
      sellerId,
    });
    if (count >= MIN_COMPARABLES && listing.price < median * FAR_BELOW_SHARE)
      reasons.push(
        `The price (${dollars(listing.price)}) is far below comparable listings of this vehicle (typically ${dollars(median)}).`,
      );
    const copied = await this.moderation.photosSeenElsewhere(manager, listing.imageIds, sellerId);
    if (copied > 0)
      reasons.push(
        copied === 1
          ? 'One of the photos is identical to a photo on another seller’s listing.'
          : `${copied} of the photos are identical to photos on another seller’s listing.`,
      );
    return reasons;
  }

  private async checkVin(listing: ScreenedListing): Promise<string | null> {
    const vehicle = `${listing.year} ${listing.makeLabel} ${listing.modelLabel}`;
    try {
      const decoded = await this.vins.decode(listing.vin!);
      const mismatches: string[] = [];
      const sameMake =
        decoded.make === listing.make ||
        decoded.makeLabel.toLowerCase() === listing.makeLabel.toLowerCase();
      if (!sameMake) mismatches.push('make');
      if (sameMake && decoded.model && decoded.model !== listing.model) mismatches.push('model');
      if (decoded.year !== null && decoded.year !== listing.year) mismatches.push('year');
      if (mismatches.length === 0) return null;
      return `The VIN belongs to a ${[decoded.year, decoded.makeLabel, decoded.modelLabel].filter(Boolean).join(' ')}, not the ${vehicle} in the listing (${mismatches.join(', ')} differ).`;
    } catch (error) {
      if (error instanceof InvalidVinError)
        return error.reason === 'check-digit'
          ? 'The VIN’s check digit does not match: the VIN is mistyped or not a real one.'
          : 'The VIN is not a valid 17-character VIN.';
      if (error instanceof UnknownVinError) return null;
      this.logger.warn(`VIN check skipped: ${String(error)}`);
      return null;
    }
  }
}
