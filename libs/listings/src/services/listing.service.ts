import { Inject, Injectable } from '@nestjs/common';
import {
  type Listing,
  type ListingInputParsed,
  type ListingPatchParsed,
  type ListingStatus,
  type ListingSummary,
  type MyListingsQuery,
  type Page,
} from '@market/contracts';
import {
  type AuthUser,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  type RequestMeta,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { VehicleCatalogue } from '../catalogue/index.js';
import { LISTINGS_SCHEMA, MEDIA_URLS } from '../listings.tokens.js';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import {
  type ListingRecord,
  ListingRepository,
  type ListingScope,
} from '../repositories/listing.repository.js';
import { SellerDirectoryRepository } from '../repositories/seller-directory.repository.js';
import { ActorResolver } from './actor-resolver.js';
import {
  type Actor,
  canFeatureListing,
  canManageListing,
  canViewListing,
  isPublic,
  salesRepForNewListing,
} from './listing-access.js';
import { type ListingValues, patched, salesRepOnEdit, toEditableFields } from './listing-edits.js';
import { ListingAudit } from './listing-audit.js';
import { ListingHoldService } from './listing-hold.service.js';
import { ListingEventsService } from './listing-events.service.js';
import { ListingPhotoRules, photosRequired } from './listing-photo-rules.js';
import { ListingImageService } from './listing-image.service.js';
import { ListingViewCache } from './listing-view-cache.js';
import { resolveVehicleNames } from './listing-vehicle-names.js';
import { type MediaUrls, sellerContact, toListing, toListingSummary } from './listing-views.js';
import { InjectDataSource } from '@nestjs/typeorm';

export const VEHICLE_NOT_FOUND = 'Vehicle not found';
const NOT_YOURS = 'You can only change listings you manage.';
export const NOT_EDITABLE = 'You can only edit listings you manage.';
export const DEALER_NOT_PUBLIC =
  'This dealer is deactivated or suspended: its listings cannot be featured until it is reactivated.';

/**
 * Vehicle listings: create, edit, delete, status and featured changes with the ownership
 * rules of SPEC.md §6, each change recorded with its event in one transaction.
 */
@Injectable()
export class ListingService {
  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
    private readonly listings: ListingRepository,
    private readonly images: ListingImageRepository,
    private readonly directory: SellerDirectoryRepository,
    private readonly actors: ActorResolver,
    private readonly catalogue: VehicleCatalogue,
    private readonly listingEvents: ListingEventsService,
    private readonly imageService: ListingImageService,
    private readonly views: ListingViewCache,
    private readonly audit: ListingAudit,
    private readonly photoRules: ListingPhotoRules,
    private readonly holds: ListingHoldService,
  ) {}

  /** A listing as its page shows it; pending and inactive ones only to those who manage them. */
  async get(id: string, user: AuthUser | undefined): Promise<Listing> {
    if (!user) return this.publicView(id);
    const [listing, actor] = await Promise.all([
      this.listings.findById(id),
      this.actors.resolveOptional(user),
    ]);
    if (!listing || !canViewListing(actor, listing)) throw new NotFoundError(VEHICLE_NOT_FOUND);
    return this.present(listing, actor);
  }

  /**
   * The listing for the edit form. SPEC.md §6: an admin may load any listing, anyone else
   * only those they manage — refused here, not only when the edit is saved.
   */
  async forEditing(user: AuthUser, id: string): Promise<Listing> {
    const [listing, actor] = await Promise.all([
      this.listings.findById(id),
      this.actors.resolve(user),
    ]);
    if (!listing) throw new NotFoundError(VEHICLE_NOT_FOUND);
    if (!canManageListing(actor, listing)) throw new ForbiddenError(NOT_EDITABLE);
    return this.present(listing, actor);
  }

  async create(user: AuthUser, input: ListingInputParsed, meta: RequestMeta): Promise<Listing> {
    const { listing, actor } = await this.db.transaction(async (manager) => {
      const actor = await this.actors.resolve(user, manager);
      await this.photoRules.check(manager, actor, input, null);
      const fields = toEditableFields(input, resolveVehicleNames(this.catalogue, input));
      const reasons = await this.holds.check(manager, actor, fields, input.imageIds, null);
      const created = await this.listings.insert(manager, {
        ...fields,
        userId: user.id,
        dealerId: actor.dealerId,
        sellerActive: actor.dealerPublic,
        salesRepId: salesRepForNewListing(actor, input.salesRepId ?? null),
      });
      await this.images.setListingImages(manager, created.id, input.imageIds);
      await this.holds.hold(manager, created, reasons);
      await this.listingEvents.changed(manager, created, { kind: 'published' }, meta.requestId);
      return { listing: created, actor };
    });
    this.listingEvents.nudge();
    return this.present(listing, actor);
  }

  /** PUT: replaces the listing's fields and its photo set (in the given order). */
  replace(
    user: AuthUser,
    id: string,
    input: ListingInputParsed,
    meta: RequestMeta,
  ): Promise<Listing> {
    const { imageIds, salesRepId, ...values } = input;
    return this.edit(user, id, () => ({ values, imageIds, salesRepId }), meta);
  }

  /** PATCH: changes only the fields given; the photos only when `imageIds` is given. */
  patch(
    user: AuthUser,
    id: string,
    changes: ListingPatchParsed,
    meta: RequestMeta,
  ): Promise<Listing> {
    return this.edit(
      user,
      id,
      (current) => ({
        values: patched(current, changes),
        imageIds: changes.imageIds,
        salesRepId: changes.salesRepId,
      }),
      meta,
    );
  }

  private async edit(
    user: AuthUser,
    id: string,
    change: (current: ListingRecord) => {
      values: ListingValues;
      imageIds: string[] | undefined;
      salesRepId: string | null | undefined;
    },
    meta: RequestMeta,
  ): Promise<Listing> {
    const { listing, actor, detached } = await this.db.transaction(async (manager) => {
      const { actor, listing: current } = await this.managed(manager, user, id);
      const { values, imageIds, salesRepId } = change(current);
      const before = (await this.images.forListings([current.id], manager)).get(current.id) ?? [];
      if (imageIds)
        await this.photoRules.check(
          manager,
          actor,
          { imageIds, status: values.status },
          current.id,
        );
      else if (values.status === 'active' && before.length === 0) throw photosRequired();
      const fields = toEditableFields(values, resolveVehicleNames(this.catalogue, values, current));
      const reasons = await this.holds.check(
        manager,
        actor,
        fields,
        imageIds ?? before.map((image) => image.id),
        current,
      );
      const updated = await this.listings.update(manager, current.id, {
        ...fields,
        salesRepId: salesRepOnEdit(actor, current, salesRepId),
      });
      if (imageIds) await this.images.setListingImages(manager, current.id, imageIds);
      await this.holds.hold(manager, updated, reasons);
      const recorded =
        updated.status === current.status
          ? { kind: 'updated' as const }
          : { kind: 'status-changed' as const, previousStatus: current.status };
      await this.listingEvents.changed(manager, updated, recorded, meta.requestId);
      await this.audit.ifAdmin(manager, user, meta, {
        action: 'listings.listing.updated',
        target: { type: 'listing', id: current.id },
        ...ListingAudit.changes(current, updated),
      });
      return {
        listing: updated,
        actor,
        detached: imageIds
          ? before.filter((image) => !imageIds.includes(image.id)).map((image) => image.id)
          : [],
      };
    });
    this.listingEvents.nudge();
    // Photos taken off the listing in this edit are gone for good (SPEC.md §4: the edit replaces the image rows).
    await this.imageService.purge(detached);
    return this.present(listing, actor);
  }

  async delete(user: AuthUser, id: string, meta: RequestMeta): Promise<void> {
    const imageIds = await this.db.transaction(async (manager) => {
      const { listing } = await this.managed(manager, user, id);
      const images = (await this.images.forListings([listing.id], manager)).get(listing.id) ?? [];
      await this.listings.delete(manager, listing.id);
      await this.listingEvents.deleted(manager, listing, meta.requestId);
      await this.audit.ifAdmin(manager, user, meta, {
        action: 'listings.listing.deleted',
        target: { type: 'listing', id: listing.id },
        ...ListingAudit.changes(listing, null),
      });
      return images.map((image) => image.id);
    });
    this.listingEvents.nudge();
    await this.imageService.purge(imageIds);
  }

  async changeStatus(
    user: AuthUser,
    id: string,
    status: ListingStatus,
    meta: RequestMeta,
  ): Promise<Listing> {
    const { listing, actor } = await this.db.transaction(async (manager) => {
      const { actor, listing: current } = await this.managed(manager, user, id);
      if (current.status === status) return { listing: current, actor };
      if (status === 'active') await this.photoRules.require(manager, current.id);
      if (status === 'active' || status === 'sold')
        await this.holds.refuseRelease(manager, actor, current.id);
      const updated = await this.listings.update(manager, current.id, { status });
      await this.listingEvents.changed(
        manager,
        updated,
        { kind: 'status-changed', previousStatus: current.status },
        meta.requestId,
      );
      await this.audit.ifAdmin(manager, user, meta, {
        action: 'listings.listing.status-changed',
        target: { type: 'listing', id: current.id },
        before: { status: current.status },
        after: { status: updated.status },
      });
      return { listing: updated, actor };
    });
    this.listingEvents.nudge();
    return this.present(listing, actor);
  }

  async changeFeatured(
    user: AuthUser,
    id: string,
    isFeatured: boolean,
    meta: RequestMeta,
  ): Promise<Listing> {
    const { listing, actor } = await this.db.transaction(async (manager) => {
      const actor = await this.actors.resolve(user, manager);
      const current = await this.listings.findById(id, manager, { lock: true });
      if (!current || !canViewListing(actor, current)) throw new NotFoundError(VEHICLE_NOT_FOUND);
      if (!canFeatureListing(actor, current))
        throw new ForbiddenError('Only the dealer of this listing or an admin can feature it.');
      if (current.isFeatured === isFeatured) return { listing: current, actor };
      if (isFeatured && !current.sellerActive) throw new ConflictError(DEALER_NOT_PUBLIC);
      const updated = await this.listings.update(manager, current.id, { isFeatured });
      await this.listingEvents.changed(manager, updated, { kind: 'updated' }, meta.requestId);
      await this.audit.ifAdmin(manager, user, meta, {
        action: isFeatured ? 'listings.listing.featured' : 'listings.listing.unfeatured',
        target: { type: 'listing', id: current.id },
        before: { isFeatured: current.isFeatured },
        after: { isFeatured },
      });
      return { listing: updated, actor };
    });
    this.listingEvents.nudge();
    return this.present(listing, actor);
  }

  /** The "my listings" tables: the user's own, a dealer's inventory, or a rep's listings. */
  async mine(user: AuthUser, query: MyListingsQuery): Promise<Page<ListingSummary>> {
    const actor = await this.actors.resolve(user);
    const scope = this.scopeFor(actor, query.scope);
    const { items, total } = await this.listings.page({
      scope,
      q: query.q,
      status: query.status,
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

  /** Summaries for other parts of the service (saved listings), in the order of `ids`. */
  async summaries(ids: string[]): Promise<Map<string, ListingSummary>> {
    const listings = await this.listings.findMany(ids);
    const images = await this.images.forListings(listings.map((listing) => listing.id));
    return new Map(
      listings.map((listing) => [
        listing.id,
        toListingSummary(listing, images.get(listing.id) ?? [], this.urls),
      ]),
    );
  }

  /** Counts a view of a listing people can see; the viewer key is the user id or a hash of address and browser. */
  async countView(
    id: string,
    viewerKey: string,
    user: AuthUser | undefined,
  ): Promise<{ counted: boolean; viewsCount: number }> {
    const listing = await this.listings.findById(id);
    if (!listing || !canViewListing(await this.actors.resolveOptional(user), listing))
      throw new NotFoundError(VEHICLE_NOT_FOUND);
    const result = await this.listings.countView(id, viewerKey);
    if (!result) throw new NotFoundError(VEHICLE_NOT_FOUND);
    return result;
  }

  private scopeFor(actor: Actor, requested: MyListingsQuery['scope']): ListingScope {
    if (requested === 'dealer') {
      if (!actor.roles.includes('dealer') && !actor.roles.includes('admin'))
        throw new ForbiddenError('Access denied. Dealer account required.');
      return { kind: 'dealer', userId: actor.id, dealerId: actor.dealerId };
    }
    if (requested === 'sales_rep') {
      if (!actor.roles.includes('sales_rep') && !actor.roles.includes('admin'))
        throw new ForbiddenError('Access denied. Sales representative account required.');
      return { kind: 'sales_rep', userId: actor.id };
    }
    return { kind: 'own', userId: actor.id };
  }

  /** The listing, locked for the change, if the user may manage it; 404 when they may not even see it. */
  private async managed(
    manager: EntityManager,
    user: AuthUser,
    id: string,
  ): Promise<{ actor: Actor; listing: ListingRecord }> {
    const actor = await this.actors.resolve(user, manager);
    const listing = await this.listings.findById(id, manager, { lock: true });
    if (!listing || !canViewListing(actor, listing)) throw new NotFoundError(VEHICLE_NOT_FOUND);
    if (!canManageListing(actor, listing)) throw new ForbiddenError(NOT_YOURS);
    return { actor, listing };
  }

  /**
   * What an anonymous visitor's vehicle page is answered from now, if it needs no query:
   * the freshness row and the kept view, by their stamps (PublicAnswers replays the page
   * while both hold). Null when either would be read or built again.
   */
  publicAnswerVersion(id: string): string | null {
    const fresh = this.listings.heldFreshness(id);
    if (!fresh || !isPublic(fresh.row)) return null;
    const kept = this.views.held(id, fresh.row.revision);
    return kept ? `${fresh.stamp}.${kept.stamp}` : null;
  }

  /** The page as every anonymous visitor sees it, rebuilt only when the listing's revision moved. */
  private async publicView(id: string): Promise<Listing> {
    const fresh = await this.listings.freshness(id);
    if (!fresh || !isPublic(fresh)) throw new NotFoundError(VEHICLE_NOT_FOUND);
    const cached = this.views.get(id, fresh.revision);
    if (cached)
      return { ...cached, viewsCount: fresh.viewsCount, favoritesCount: fresh.favoritesCount };
    const listing = await this.listings.findById(id);
    if (!listing || !isPublic(listing)) throw new NotFoundError(VEHICLE_NOT_FOUND);
    const view = await this.present(listing, undefined);
    this.views.set(id, listing.revision, view);
    return view;
  }

  /** The listing as `actor` sees it, with what they may do to it. */
  private async present(listing: ListingRecord, actor: Actor | undefined): Promise<Listing> {
    const [imagesByListing, dealers] = await Promise.all([
      this.images.forListings([listing.id]),
      this.directory.dealers(listing.dealerId ? [listing.dealerId] : []),
    ]);
    const images = imagesByListing.get(listing.id) ?? [];
    const dealer = listing.dealerId ? dealers.get(listing.dealerId) : undefined;
    const sellers = await this.directory.sellers(
      [listing.userId, listing.salesRepId, dealer?.userId].filter((id): id is string => !!id),
    );
    const canManage = canManageListing(actor, listing);
    const view = toListing(listing, images, sellerContact(listing, dealers, sellers), this.urls, {
      canManage,
      canFeature: canFeatureListing(actor, listing),
    });
    // Why the pre-screen holds it: for those who manage it only.
    return canManage && listing.status === 'pending'
      ? { ...view, moderation: await this.holds.moderationOf(listing.id) }
      : view;
  }
}
