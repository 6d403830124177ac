import { z } from 'zod';
import { meSchema } from '../api/auth.js';
import { heroSectionSchema, siteSettingsSchema } from '../api/content.js';
import {
  adminDealerReviewSchema,
  adminDealerSchema,
  conversationMessageSchema,
  dealerApplicationSchema,
  dealerCardSchema,
  dealerProfileSchema,
  dealerReviewSchema,
  myDealerSchema,
  mySalesRepSchema,
  salesRepSchema,
  updateDealerRequestSchema,
} from '../api/dealers.js';
import {
  listingImageSchema,
  listingInputSchema,
  listingSchema,
  listingSummarySchema,
  savedListingSchema,
} from '../api/listings.js';
import { listingCardSchema, searchFacetsSchema } from '../api/search.js';
import { adminUserSchema } from '../api/users.js';
import { listingDocumentSchema } from '../events/listings.events.js';

/**
 * The schemas the OpenAPI document names once under components/schemas and refers to
 * (the rest is written inline where used). Requests and responses are named apart: a
 * body's input type differs from what the server answers with (defaults, transforms).
 */
export function openApiComponents() {
  const output = z.registry<{ id?: string }>();
  const input = z.registry<{ id?: string }>();
  const named: [z.ZodType, string][] = [
    [meSchema, 'Me'],
    [adminUserSchema, 'AdminUser'],
    [listingSchema, 'Listing'],
    [listingSummarySchema, 'ListingSummary'],
    [listingImageSchema, 'ListingImage'],
    [listingCardSchema, 'ListingCard'],
    [searchFacetsSchema, 'SearchFacets'],
    [savedListingSchema, 'SavedListing'],
    [listingDocumentSchema, 'ListingDocument'],
    [siteSettingsSchema, 'SiteSettings'],
    [heroSectionSchema, 'HeroSection'],
    [dealerCardSchema, 'DealerCard'],
    [dealerProfileSchema, 'DealerProfile'],
    [myDealerSchema, 'MyDealer'],
    [adminDealerSchema, 'AdminDealer'],
    [dealerApplicationSchema, 'DealerApplication'],
    [dealerReviewSchema, 'DealerReview'],
    [adminDealerReviewSchema, 'AdminDealerReview'],
    [salesRepSchema, 'SalesRep'],
    [mySalesRepSchema, 'MySalesRep'],
    [conversationMessageSchema, 'ConversationMessage'],
  ];
  for (const [schema, id] of named) output.add(schema, { id });
  input.add(listingInputSchema, { id: 'ListingInput' });
  input.add(updateDealerRequestSchema, { id: 'UpdateDealerRequest' });
  input.add(listingDocumentSchema, { id: 'ListingDocumentInput' });
  return { input, output };
}
