import { z } from 'zod';
import {
  featuredQuerySchema,
  indexDocumentsRequestSchema,
  indexRemovalsRequestSchema,
  indexRevisionsQuerySchema,
  listingCardSchema,
  searchListingsQuerySchema,
  searchListingsResponseSchema,
  suggestionSchema,
  suggestionsQuerySchema,
} from '../api/search.js';
import { routeGroup } from '../http/route.js';

export const searchRoutes = routeGroup('search', {
  listings: {
    method: 'GET',
    path: '/search/listings',
    summary: 'Active listings matching the filters, with facets, newest first by default',
    auth: 'public',
    query: searchListingsQuerySchema,
    response: searchListingsResponseSchema,
    errors: ['SEARCH_BUSY'],
  },
  featured: {
    method: 'GET',
    path: '/search/featured',
    summary: "The newest featured listings of a category (the home page's carousel)",
    auth: 'public',
    query: featuredQuerySchema,
    response: z.object({ items: z.array(listingCardSchema) }),
  },
  suggestions: {
    method: 'GET',
    path: '/search/suggestions',
    summary: 'Makes, models and places for the search box',
    auth: 'public',
    query: suggestionsQuerySchema,
    response: z.object({ items: z.array(suggestionSchema) }),
  },
});

const admin = { roles: ['admin'] } as const;

export const adminSearchRoutes = routeGroup('admin-search', {
  addDocuments: {
    method: 'POST',
    path: '/admin/search/documents',
    summary: 'Index a batch of listing documents (rebuilds)',
    auth: admin,
    body: indexDocumentsRequestSchema,
    response: z.object({ received: z.number().int() }),
  },
  revisions: {
    method: 'GET',
    path: '/admin/search/revisions',
    summary: 'The indexed listing ids and revisions, by id (drift check)',
    auth: admin,
    query: indexRevisionsQuerySchema,
    response: z.object({
      items: z.array(z.object({ id: z.uuid(), revision: z.number().int() })),
      next: z.uuid().nullable(),
    }),
  },
  removals: {
    method: 'POST',
    path: '/admin/search/removals',
    summary: 'Drop listings the listings service no longer has',
    auth: admin,
    body: indexRemovalsRequestSchema,
    response: z.object({ removed: z.number().int() }),
  },
});
