import { Inject, Injectable } from '@nestjs/common';
import { type AdminAction, AuditTrail, type AuthUser, type RequestMeta } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { LISTINGS_AUDIT } from '../listings.tokens.js';
import type { ListingRecord } from '../repositories/listing.repository.js';

/** What the audit log shows of a listing: what an admin may change on it. */
const SHOWN: (keyof ListingRecord)[] = [
  'title',
  'category',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'vin',
  'condition',
  'transmission',
  'fuelType',
  'engine',
  'exteriorColor',
  'interiorColor',
  'features',
  'description',
  'locationCity',
  'locationState',
  'locationZip',
  'status',
  'isFeatured',
  'salesRepId',
];

/**
 * Listings has no admin routes of its own: an admin uses the owners' routes with an admin's
 * rights (SPEC.md §6). Whatever an account with the admin role changes there is an admin
 * action, recorded in the change's transaction.
 */
@Injectable()
export class ListingAudit {
  constructor(@Inject(LISTINGS_AUDIT) private readonly trail: AuditTrail) {}

  async ifAdmin(
    manager: EntityManager,
    user: AuthUser,
    meta: RequestMeta,
    entry: AdminAction,
  ): Promise<void> {
    if (user.roles.includes('admin'))
      await this.trail.record(manager, { actor: user, meta }, entry);
  }

  /** The fields that differ between two versions of a listing (all shown fields of one alone). */
  static changes(
    before: ListingRecord | null,
    after: ListingRecord | null,
  ): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
    const keys = SHOWN.filter(
      (key) => !before || !after || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    const pick = (listing: ListingRecord | null) =>
      listing ? Object.fromEntries(keys.map((key) => [key, listing[key]])) : null;
    return { before: pick(before), after: pick(after) };
  }
}
