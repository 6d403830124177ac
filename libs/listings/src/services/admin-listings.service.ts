import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminListingImage,
  AdminListingImageListQuery,
  AdminListingListQuery,
  AdminSavedListing,
  AdminSavedListingListQuery,
  ListingStatus,
  ListingSummary,
  Page,
} from '@market/contracts';
import { MEDIA_URLS } from '../listings.tokens.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { SavedListingRepository } from '../repositories/saved-listing.repository.js';
import { type MediaUrls, toListingImage, toListingSummary } from './listing-views.js';

/**
 * The admin console's read side of listings (Vehicles, Images, Saved tabs). Writes go through
 * the owners' routes with an admin's rights, audited there (ListingAudit).
 */
@Injectable()
export class AdminListingsService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly images: ListingImageRepository,
    private readonly saved: SavedListingRepository,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
  ) {}

  async list(query: AdminListingListQuery): Promise<Page<ListingSummary>> {
    const { items, total } = await this.listings.page({
      scope: { kind: 'all' },
      q: query.q,
      status: query.status,
      featured: query.featured === undefined ? undefined : query.featured === 'true',
      category: query.category,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    });
    const images = await this.images.forListings(items.map((listing) => listing.id));
    return {
      items: items.map((listing) =>
        toListingSummary(listing, images.get(listing.id) ?? [], this.urls),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async photos(query: AdminListingImageListQuery): Promise<Page<AdminListingImage>> {
    const { items, total } = await this.images.adminPage(
      query.listingId,
      query.page,
      query.pageSize,
    );
    return {
      items: items.map((image) => ({
        ...toListingImage(image, this.urls),
        listingId: image.listingId!,
        listingTitle: image.listingTitle,
        createdAt: image.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async savedListings(query: AdminSavedListingListQuery): Promise<Page<AdminSavedListing>> {
    const { items, total } = await this.saved.adminPage(query.q, query.page, query.pageSize);
    return {
      items: items.map((row) => ({
        userId: row.userId,
        userEmail: row.userEmail,
        userName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
        listingId: row.listingId,
        listingTitle: row.listingTitle,
        listingStatus: row.listingStatus as ListingStatus,
        notes: row.notes,
        savedAt: row.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
