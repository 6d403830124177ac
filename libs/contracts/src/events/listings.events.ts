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
  primaryImageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  viewsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Increases with every change, so a projection can drop stale, reordered events. */
  revision: z.number().int(),
});
export type ListingDocument = z.infer<typeof listingDocumentSchema>;

export const listingPublished = defineEvent('listings.listing.published', 1, z.object({ listing: listingDocumentSchema }));
export const listingUpdated = defineEvent('listings.listing.updated', 1, z.object({ listing: listingDocumentSchema }));
export const listingStatusChanged = defineEvent(
  'listings.listing.status-changed',
  1,
  z.object({ listing: listingDocumentSchema, previousStatus: listingStatusSchema }),
);
export const listingDeleted = defineEvent(
  'listings.listing.deleted',
  1,
  z.object({ listingId: z.uuid(), userId: z.uuid(), dealerId: z.uuid().nullable(), salesRepId: z.uuid().nullable(), revision: z.number().int() }),
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
