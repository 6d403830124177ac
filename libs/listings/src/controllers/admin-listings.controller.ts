import { Readable } from 'node:stream';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListingRoutes, type ListingDocument, type ParsedQueryOf } from '@market/contracts';
import {
  AuditTrail,
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  type RequestMeta,
  RouteQuery,
} from '@market/platform';
import { LISTINGS_AUDIT, MEDIA_URLS } from '../listings.tokens.js';
import { listingReport } from '../services/listing-report.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { AdminListingsService } from '../services/admin-listings.service.js';
import { type MediaUrls, toListingDocument } from '../services/listing-views.js';

/**
 * The admin console's listing reads, and every listing as the search index sees it, in id
 * order: what the index rebuild and the drift check (tools/search) read. Admins only.
 */
@Controller()
export class AdminListingsController {
  constructor(
    private readonly listings: ListingRepository,
    private readonly images: ListingImageRepository,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
    private readonly admin: AdminListingsService,
    @Inject(LISTINGS_AUDIT) private readonly audit: AuditTrail,
  ) {}

  /** The Settings tab's report: streamed as it is read, so its size never sits in memory. */
  @Endpoint(adminListingRoutes.report)
  async report(
    @CurrentUser() actor: AuthUser,
    @Meta() meta: RequestMeta,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.audit.recordNow(
      { actor, meta },
      { action: 'listings.report.exported', target: { type: 'report', id: 'listings' } },
    );
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="listings-${day}.csv"`)
      .header('cache-control', 'no-store');
    await reply.send(Readable.from(listingReport((after) => this.listings.pageById(after, 500))));
  }

  @Endpoint(adminListingRoutes.list)
  list(@RouteQuery(adminListingRoutes.list) query: ParsedQueryOf<typeof adminListingRoutes.list>) {
    return this.admin.list(query);
  }

  @Endpoint(adminListingRoutes.images)
  listingImages(
    @RouteQuery(adminListingRoutes.images) query: ParsedQueryOf<typeof adminListingRoutes.images>,
  ) {
    return this.admin.photos(query);
  }

  @Endpoint(adminListingRoutes.saved)
  savedListings(
    @RouteQuery(adminListingRoutes.saved) query: ParsedQueryOf<typeof adminListingRoutes.saved>,
  ) {
    return this.admin.savedListings(query);
  }

  @Endpoint(adminListingRoutes.documents)
  async documents(
    @RouteQuery(adminListingRoutes.documents)
    query: ParsedQueryOf<typeof adminListingRoutes.documents>,
  ): Promise<{ items: ListingDocument[]; next: string | null }> {
    const page = await this.listings.pageById(query.after, query.limit);
    const images = await this.images.forListings(page.map((listing) => listing.id));
    return {
      items: page.map((listing) =>
        toListingDocument(listing, images.get(listing.id) ?? [], this.urls),
      ),
      next: page.length === query.limit ? page[page.length - 1].id : null,
    };
  }
}
