import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  type ListingDocument,
  listingDocumentsQuerySchema,
  type ListingDocumentsQuery,
} from '@market/contracts';
import { Roles, ZodPipe } from '@market/platform';
import { MEDIA_URLS } from '../listings.tokens.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { type MediaUrls, toListingDocument } from '../services/listing-views.js';

/**
 * Every listing as the search index sees it, in id order: what the index rebuild and the
 * drift check (tools/search) read. Admins only.
 */
@Controller('admin/listings')
@Roles('admin')
export class AdminListingsController {
  constructor(
    private readonly listings: ListingRepository,
    private readonly images: ListingImageRepository,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
  ) {}

  @Get('documents')
  async documents(
    @Query(new ZodPipe(listingDocumentsQuerySchema)) query: ListingDocumentsQuery,
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
