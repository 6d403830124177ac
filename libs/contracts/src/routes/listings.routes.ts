import { z } from 'zod';
import {
  catalogueMakesResponseSchema,
  catalogueModelsResponseSchema,
  vinDecodeRequestSchema,
  vinDecodeResponseSchema,
} from '../api/catalogue.js';
import { listingMessageAcceptedSchema, listingMessageRequestSchema } from '../api/conversations.js';
import {
  changeListingFeaturedSchema,
  changeListingStatusSchema,
  listingDocumentsQuerySchema,
  listingImageSchema,
  listingInputSchema,
  listingPatchSchema,
  listingSchema,
  listingSummarySchema,
  MAX_IMAGES_PER_LISTING,
  myListingsQuerySchema,
  rotateImageRequestSchema,
  savedListingSchema,
  saveListingRequestSchema,
} from '../api/listings.js';
import { pageOf } from '../api/users.js';
import { vehicleCategorySchema } from '../api/vehicles.js';
import { listingDocumentSchema } from '../events/listings.events.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

const listingIdParams = z.object({ listingId: z.uuid() });
const categoryParams = z.object({ category: vehicleCategorySchema });

export const listingRoutes = routeGroup('listings', {
  get: {
    method: 'GET',
    path: '/listings/:id',
    summary: 'One vehicle with its photos and seller (drafts only to their managers)',
    auth: 'optional',
    params: idParams,
    response: listingSchema,
    errors: ['NOT_FOUND'],
  },
  create: {
    method: 'POST',
    path: '/listings',
    summary: "Create a listing from the editor's fields and uploaded photo ids",
    auth: 'signed-in',
    body: listingInputSchema,
    bodyLabel: 'listing',
    response: listingSchema,
    status: 201,
    errors: ['FORBIDDEN'],
  },
  patch: {
    method: 'PATCH',
    path: '/listings/:id',
    summary: 'Change only the given fields of a listing (the photos only with imageIds)',
    auth: 'signed-in',
    params: idParams,
    body: listingPatchSchema,
    bodyLabel: 'listing',
    response: listingSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  replace: {
    method: 'PUT',
    path: '/listings/:id',
    summary: 'Replace a whole listing, as the edit form saves it (the photo rows too)',
    auth: 'signed-in',
    params: idParams,
    body: listingInputSchema,
    bodyLabel: 'listing',
    response: listingSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  delete: {
    method: 'DELETE',
    path: '/listings/:id',
    summary: 'Delete a listing and its photos',
    auth: 'signed-in',
    params: idParams,
    response: null,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  changeStatus: {
    method: 'PATCH',
    path: '/listings/:id/status',
    summary: "Change a listing's status",
    auth: 'signed-in',
    params: idParams,
    body: changeListingStatusSchema,
    response: listingSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  changeFeatured: {
    method: 'PATCH',
    path: '/listings/:id/featured',
    summary: 'Feature or unfeature a listing (its dealer or an admin)',
    auth: 'signed-in',
    params: idParams,
    body: changeListingFeaturedSchema,
    response: listingSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  countView: {
    method: 'POST',
    path: '/listings/:id/views',
    summary: 'Count a view once per viewer per hour',
    auth: 'optional',
    params: idParams,
    response: z.object({ counted: z.boolean(), viewsCount: z.number().int() }),
    status: 202,
    errors: ['NOT_FOUND'],
  },
  message: {
    method: 'POST',
    path: '/listings/:id/messages',
    summary: "Message a listing's private seller (kept in both sides' Messages, mailed masked)",
    auth: 'signed-in',
    params: idParams,
    body: listingMessageRequestSchema,
    bodyLabel: 'message',
    response: listingMessageAcceptedSchema,
    status: 202,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  mine: {
    method: 'GET',
    path: '/my/listings',
    summary: "The caller's listings (own, their dealer's or their sales rep's), paged",
    auth: 'signed-in',
    query: myListingsQuerySchema,
    response: pageOf(listingSummarySchema),
    errors: ['FORBIDDEN'],
  },
  forEditing: {
    method: 'GET',
    path: '/my/listings/:id',
    summary: 'A listing loaded for the edit form: only for those who may manage it',
    auth: 'signed-in',
    params: idParams,
    response: listingSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
});

export const listingImageRoutes = routeGroup('listing-images', {
  upload: {
    method: 'POST',
    path: '/listing-images',
    summary: 'Upload photos for a listing being edited (JPEG, PNG or WebP)',
    auth: 'signed-in',
    body: {
      kind: 'multipart',
      files: { files: { maxFiles: MAX_IMAGES_PER_LISTING, description: 'The photos, in order' } },
    },
    response: z.object({ items: z.array(listingImageSchema) }),
    status: 201,
    errors: ['IMAGE_TOO_LARGE', 'UNSUPPORTED_IMAGE_TYPE', 'INVALID_IMAGE', 'VALIDATION_FAILED'],
  },
  rotate: {
    method: 'POST',
    path: '/listing-images/:id/rotate',
    summary: 'Rotate a photo',
    auth: 'signed-in',
    params: idParams,
    body: rotateImageRequestSchema,
    response: listingImageSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  delete: {
    method: 'DELETE',
    path: '/listing-images/:id',
    summary: 'Delete a photo',
    auth: 'signed-in',
    params: idParams,
    response: null,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  },
  file: {
    method: 'GET',
    path: '/media/listings/:id/:version/:file',
    summary: 'A stored photo (immutable; the version changes with the content)',
    auth: 'public',
    params: z.object({ id: z.uuid(), version: z.string(), file: z.string() }),
    response: { kind: 'file', contentType: 'image/*' },
    errors: ['NOT_FOUND'],
  },
});

export const savedListingRoutes = routeGroup('saved-listings', {
  list: {
    method: 'GET',
    path: '/saved-listings',
    summary: "The caller's saved vehicles, newest first",
    auth: 'signed-in',
    response: z.object({ items: z.array(savedListingSchema) }),
  },
  ids: {
    method: 'GET',
    path: '/saved-listings/ids',
    summary: "The ids of the caller's saved vehicles (for the hearts on cards)",
    auth: 'signed-in',
    response: z.object({ ids: z.array(z.uuid()) }),
  },
  save: {
    method: 'PUT',
    path: '/saved-listings/:listingId',
    summary: 'Save a vehicle (again: updates the notes)',
    auth: 'signed-in',
    params: listingIdParams,
    body: saveListingRequestSchema.partial(),
    response: savedListingSchema,
    errors: ['NOT_FOUND'],
  },
  unsave: {
    method: 'DELETE',
    path: '/saved-listings/:listingId',
    summary: 'Remove a vehicle from the saved ones',
    auth: 'signed-in',
    params: listingIdParams,
    response: null,
  },
});

export const catalogueRoutes = routeGroup('catalogue', {
  makes: {
    method: 'GET',
    path: '/catalog/:category/makes',
    summary: "A category's makes",
    auth: 'public',
    params: categoryParams,
    response: catalogueMakesResponseSchema,
  },
  models: {
    method: 'GET',
    path: '/catalog/:category/models',
    summary: "A make's models in a category ('any' for all)",
    auth: 'public',
    params: categoryParams,
    query: z.object({ make: z.string().optional() }),
    response: catalogueModelsResponseSchema,
  },
  decodeVin: {
    method: 'POST',
    path: '/vin/decode',
    summary: 'Decode a 17-character VIN offline (NHTSA vPIC data)',
    auth: 'public',
    body: vinDecodeRequestSchema,
    response: vinDecodeResponseSchema,
    errors: ['VIN_NOT_FOUND'],
  },
});

export const adminListingRoutes = routeGroup('admin-listings', {
  documents: {
    method: 'GET',
    path: '/admin/listings/documents',
    summary: 'Listings as search documents, by id (for the index rebuild)',
    auth: { roles: ['admin'] },
    query: listingDocumentsQuerySchema,
    response: z.object({ items: z.array(listingDocumentSchema), next: z.uuid().nullable() }),
  },
});
