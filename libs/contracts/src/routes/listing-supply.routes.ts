import { z } from 'zod';
import {
  listingImportListSchema,
  listingImportSchema,
  MAX_IMPORT_MB,
} from '../api/listing-imports.js';
import {
  flaggedDecisionRequestSchema,
  listingReportSchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  reportListingRequestSchema,
  resolveReportRequestSchema,
} from '../api/listing-reports.js';
import { routeGroup } from '../http/route.js';
import { idParams } from './params.js';

const importers = { roles: ['dealer', 'sales_rep'] } as const;
const admin = { roles: ['admin'] } as const;

/** Dealer inventory import (docs/inventory-import.md). */
export const listingImportRoutes = routeGroup('listing-imports', {
  upload: {
    method: 'POST',
    path: '/listing-imports',
    summary: `Upload an inventory CSV (at most ${MAX_IMPORT_MB} MB): validated row by row, nothing written until committed`,
    auth: importers,
    body: {
      kind: 'multipart',
      files: {
        file: { maxFiles: 1, description: 'The inventory snapshot as CSV (see the template)' },
      },
    },
    response: listingImportSchema,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE', 'VALIDATION_FAILED'],
  },
  list: {
    method: 'GET',
    path: '/listing-imports',
    summary: "The caller's recent imports, newest first",
    auth: importers,
    response: listingImportListSchema,
  },
  template: {
    method: 'GET',
    path: '/listing-imports/template.csv',
    summary: 'The CSV template: every column, with one example row',
    auth: 'public',
    response: { kind: 'file', contentType: 'text/csv' },
  },
  get: {
    method: 'GET',
    path: '/listing-imports/:id',
    summary: "An import's validation result and progress",
    auth: importers,
    params: idParams,
    response: listingImportSchema,
    errors: ['NOT_FOUND'],
  },
  commit: {
    method: 'POST',
    path: '/listing-imports/:id/commit',
    summary: 'Apply a validated import: runs as a background job (poll GET for progress)',
    auth: importers,
    params: idParams,
    response: listingImportSchema,
    status: 202,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});

/** "Report this listing" and the admin moderation queue (reports and fraud-flagged listings). */
export const listingReportRoutes = routeGroup('listing-reports', {
  report: {
    method: 'POST',
    path: '/listings/:id/reports',
    summary: 'Report a listing (signed in or not; rate-limited per address)',
    auth: 'optional',
    params: idParams,
    body: reportListingRequestSchema,
    bodyLabel: 'report',
    response: z.object({ id: z.uuid(), message: z.string() }),
    status: 201,
    errors: ['NOT_FOUND'],
  },
  queue: {
    method: 'GET',
    path: '/admin/listing-reports',
    summary: 'The moderation queue: reports and listings held by the fraud pre-screen',
    auth: admin,
    query: moderationQueueQuerySchema,
    response: moderationQueueSchema,
  },
  resolve: {
    method: 'POST',
    path: '/admin/listing-reports/:id/resolve',
    summary: 'Dismiss a report, deactivate the listing, or record the seller suspended',
    auth: admin,
    params: idParams,
    body: resolveReportRequestSchema,
    response: listingReportSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  decideFlagged: {
    method: 'POST',
    path: '/admin/listing-reports/flagged/:id',
    summary: 'Approve (publish) or reject (deactivate) a listing the fraud pre-screen held',
    auth: admin,
    params: idParams,
    body: flaggedDecisionRequestSchema,
    response: z.object({ listingId: z.uuid(), status: z.string() }),
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});
