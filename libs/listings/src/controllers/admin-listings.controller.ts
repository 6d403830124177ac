import { Controller, Inject } from '@nestjs/common';
import { adminListingRoutes, type ListingDocument, type ParsedQueryOf } from '@market/contracts';
import { Endpoint, RouteQuery } from '@market/platform';
import { MEDIA_URLS } from '../listings.tokens.js';
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
  ) {}

  @Endpoint(adminListingRoutes.list)
  list(@RouteQuery(adminListingRoutes.list) query: ParsedQueryOf<typeof adminListingRoutes.list>) {
    return this.admin.list(query);
  }

  @Endpoint(adminListingRoutes.images)
  listingImages(@RouteQuery(adminListingRoutes.images) query: ParsedQueryOf<typeof adminListingRoutes.images>) {
    return this.admin.photos(query);
  }

  @Endpoint(adminListingRoutes.saved)
  savedListings(@RouteQuery(adminListingRoutes.saved) query: ParsedQueryOf<typeof adminListingRoutes.saved>) {
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
