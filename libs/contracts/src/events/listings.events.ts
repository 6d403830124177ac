import { z } from 'zod';
import {
  conditionSchema,
  fuelTypeSchema,
  listingStatusSchema,
  transmissionSchema,
  vehicleCategorySchema,
} from '../api/vehicles.js';
import { defineEvent } from './envelope.js';

/** What the search index (and dealer dashboards) need of a listing, carried by every listing event. */
export const listingDocumentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  dealerId: z.uuid().nullable(),
  salesRepId: z.uuid().nullable(),
  category: vehicleCategorySchema,
  title: z.string(),
  make: z.string(),
  makeLabel: z.string(),
  model: z.string(),
  modelLabel: z.string(),
  year: z.number().int(),
  price: z.number(),
  mileage: z.number().int().nullable(),
  condition: conditionSchema,
  transmission: transmissionSchema,
  fuelType: fuelTypeSchema,
  exteriorColor: z.string().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationZip: z.string().nullable(),
  status: listingStatusSchema,
  isSold: z.boolean(),
  isFeatured: z.boolean(),
  /**
   * False while the listing's dealer is deactivated, pending or suspended: the listing is
   * then out of search (whatever its status). Absent in older events: shown.
   */
  sellerActive: z.boolean().optional(),
  /**
   * Until when a paid listing plan's priority placement ranks the listing first in search
   * (the default "newest" order); null or absent: no priority. Cleared when the plan expires.
   */
  priorityUntil: z.string().nullable().optional(),
  primaryImageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  viewsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Increases with every change, so a projection can drop stale, reordered events. */
  revision: z.number().int(),
});
export type ListingDocument = z.infer<typeof listingDocumentSchema>;

export const listingPublished = defineEvent(
  'listings.listing.published',
  1,
  z.object({ listing: listingDocumentSchema }),
);
export const listingUpdated = defineEvent(
  'listings.listing.updated',
  1,
  z.object({ listing: listingDocumentSchema }),
);
export const listingStatusChanged = defineEvent(
  'listings.listing.status-changed',
  1,
  z.object({ listing: listingDocumentSchema, previousStatus: listingStatusSchema }),
);
export const listingDeleted = defineEvent(
  'listings.listing.deleted',
  1,
  z.object({
    listingId: z.uuid(),
    userId: z.uuid(),
    dealerId: z.uuid().nullable(),
    salesRepId: z.uuid().nullable(),
    revision: z.number().int(),
  }),
);

/**
 * Views counted since the last batch, as each listing's new absolute `viewsCount` (so a
 * projection keeps the larger value and a redelivered or reordered batch changes nothing).
 */
export const listingViewsCounted = defineEvent(
  'listings.listing.views-counted',
  1,
  z.object({
    listings: z.array(
      z.object({
        listingId: z.uuid(),
        dealerId: z.uuid().nullable(),
        salesRepId: z.uuid().nullable(),
        viewsCount: z.number().int(),
      }),
    ),
  }),
);

/** A user saved a vehicle: e-mail alerts mail them its price drops. */
export const savedListingAdded = defineEvent(
  'listings.saved-listing.added',
  1,
  z.object({ userId: z.uuid(), listingId: z.uuid() }),
);
/** A user removed a vehicle from their saved ones (or the listing or the user went). */
export const savedListingRemoved = defineEvent(
  'listings.saved-listing.removed',
  1,
  z.object({ userId: z.uuid(), listingId: z.uuid() }),
);

/** Listings one `listings.listing.imported` event carries at most. */
export const MAX_IMPORTED_PER_EVENT = 500;

/**
 * A chunk of an inventory import (docs/inventory-import.md): the listings it created,
 * changed or marked inactive, each as its new document. One event per chunk instead of
 * one per listing; consumers apply each document as they would a published/updated one
 * (by revision, so any order gives the same result).
 */
export const listingsImported = defineEvent(
  'listings.listing.imported',
  1,
  z.object({
    importId: z.uuid(),
    listings: z.array(listingDocumentSchema).min(1).max(MAX_IMPORTED_PER_EVENT),
  }),
);

/**
 * The fraud pre-screen held a private seller's listing (status pending) for an admin's
 * review; the seller is told why (notifications e-mails them).
 */
export const listingFlagged = defineEvent(
  'listings.listing.flagged',
  1,
  z.object({
    listingId: z.uuid(),
    userId: z.uuid(),
    /** The seller's e-mail as listings knows it; null when it does not yet. */
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    title: z.string(),
    reasons: z.array(z.string()).min(1),
  }),
);

/**
 * A signed-in buyer's message to a private seller about a listing, addressed by listings
 * (which alone knows the seller). notifications stores it in the buyer↔seller conversation
 * about the listing (`messageId` makes a redelivery store nothing twice) and e-mails the
 * seller without either party's address.
 */
export const listingContactRequested = defineEvent(
  'listings.contact.requested',
  1,
  z.object({
    messageId: z.uuid(),
    listingId: z.uuid(),
    listingTitle: z.string(),
    recipientUserId: z.uuid(),
    recipientEmail: z.string(),
    recipientName: z.string(),
    senderUserId: z.uuid(),
    senderEmail: z.string(),
    senderName: z.string(),
    subject: z.string(),
    message: z.string(),
  }),
);
