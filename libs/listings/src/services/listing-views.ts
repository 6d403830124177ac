import type {
  Listing,
  ListingDocument,
  ListingImage,
  ListingSummary,
  SellerContact,
} from '@market/contracts';
import type { ImageVariant } from '../images/image-processor.js';
import type { ListingImageRecord } from '../repositories/listing-image.repository.js';
import type { ListingRecord } from '../repositories/listing.repository.js';
import type { DealerRecord, SellerRecord } from '../repositories/seller-directory.repository.js';

export const IMAGE_FILES = {
  thumbnail: 'thumbnail.webp',
  card: 'card.webp',
  medium: 'medium.webp',
  full: 'full.webp',
} as const satisfies Record<ImageVariant, string>;

/** Where the browser fetches stored photos: a CDN/bucket origin when configured, else the media route. */
export class MediaUrls {
  private readonly base: string;

  constructor(publicBase: string | undefined) {
    this.base = (publicBase ?? '/api/media').replace(/\/+$/, '');
  }

  of(storagePrefix: string, file: keyof typeof IMAGE_FILES): string {
    return `${this.base}/${storagePrefix}/${IMAGE_FILES[file]}`;
  }
}

export function toListingImage(image: ListingImageRecord, urls: MediaUrls): ListingImage {
  return {
    id: image.id,
    url: urls.of(image.storagePrefix, 'full'),
    thumbnailUrl: urls.of(image.storagePrefix, 'thumbnail'),
    cardUrl: urls.of(image.storagePrefix, 'card'),
    width: image.width,
    height: image.height,
    displayOrder: image.displayOrder,
    isPrimary: image.isPrimary,
  };
}

const fullName = (seller: SellerRecord | undefined) =>
  [seller?.firstName, seller?.lastName].filter(Boolean).join(' ') || null;

/**
 * Whom a buyer contacts: the listing's dealer, else its sales rep, else the private seller.
 * A dealer's business e-mail and phone are public; a person's own e-mail and phone (a rep's,
 * a private seller's, or a dealer account's standing in for missing business details) only
 * when they chose to show them.
 */
export function sellerContact(
  listing: ListingRecord,
  dealers: Map<string, DealerRecord>,
  sellers: Map<string, SellerRecord>,
): SellerContact {
  const shared = (seller: SellerRecord | undefined) =>
    seller?.showContact
      ? { email: seller.email, phone: seller.phone }
      : { email: null, phone: null };
  const dealer = listing.dealerId ? dealers.get(listing.dealerId) : undefined;
  if (dealer) {
    const account = shared(sellers.get(dealer.userId));
    return {
      kind: 'dealer',
      name: dealer.businessName,
      email: dealer.businessEmail ?? account.email,
      phone: dealer.businessPhone ?? account.phone,
    };
  }
  if (listing.salesRepId) {
    const rep = sellers.get(listing.salesRepId);
    return { kind: 'sales_rep', name: fullName(rep), ...shared(rep) };
  }
  const owner = sellers.get(listing.userId);
  return { kind: 'private', name: fullName(owner), ...shared(owner) };
}

export function toListing(
  listing: ListingRecord,
  images: ListingImageRecord[],
  contact: SellerContact,
  urls: MediaUrls,
  viewer: Pick<Listing, 'canManage' | 'canFeature'>,
): Listing {
  const { revision: _revision, sellerActive: _shown, createdAt, updatedAt, ...fields } = listing;
  return {
    ...fields,
    images: images.map((image) => toListingImage(image, urls)),
    contact,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    ...viewer,
  };
}

export function toListingSummary(
  listing: ListingRecord,
  images: ListingImageRecord[],
  urls: MediaUrls,
): ListingSummary {
  const primary = images[0];
  return {
    id: listing.id,
    userId: listing.userId,
    dealerId: listing.dealerId,
    salesRepId: listing.salesRepId,
    category: listing.category,
    title: listing.title,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    price: listing.price,
    mileage: listing.mileage,
    condition: listing.condition,
    locationCity: listing.locationCity,
    locationState: listing.locationState,
    status: listing.status,
    isSold: listing.isSold,
    isFeatured: listing.isFeatured,
    viewsCount: listing.viewsCount,
    favoritesCount: listing.favoritesCount,
    createdAt: listing.createdAt.toISOString(),
    primaryImage: primary ? toListingImage(primary, urls) : null,
  };
}

/** What every listing event carries for the search index. */
export function toListingDocument(
  listing: ListingRecord,
  images: ListingImageRecord[],
  urls: MediaUrls,
): ListingDocument {
  return {
    id: listing.id,
    userId: listing.userId,
    dealerId: listing.dealerId,
    salesRepId: listing.salesRepId,
    category: listing.category,
    title: listing.title,
    make: listing.make,
    makeLabel: listing.makeLabel,
    model: listing.model,
    modelLabel: listing.modelLabel,
    year: listing.year,
    price: listing.price,
    mileage: listing.mileage,
    condition: listing.condition,
    transmission: listing.transmission,
    fuelType: listing.fuelType,
    exteriorColor: listing.exteriorColor,
    features: listing.features,
    description: listing.description,
    locationCity: listing.locationCity,
    locationState: listing.locationState,
    locationZip: listing.locationZip,
    status: listing.status,
    isSold: listing.isSold,
    isFeatured: listing.isFeatured,
    sellerActive: listing.sellerActive,
    priorityUntil: listing.priorityUntil?.toISOString() ?? null,
    primaryImageUrl: images[0] ? urls.of(images[0].storagePrefix, 'card') : null,
    imageCount: images.length,
    viewsCount: listing.viewsCount,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    revision: listing.revision,
  };
}
