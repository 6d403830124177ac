import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ListingImage } from '@market/contracts';
import {
  imageRejected,
  type UploadedFile,
  type AuthUser,
  ForbiddenError,
  NotFoundError,
  OBJECT_STORAGE,
  type ObjectStorage,
  type RequestMeta,
} from '@market/platform';
import type { DataSource, EntityManager } from 'typeorm';
import {
  IMAGE_VARIANTS,
  ImageRejectedError,
  type ImageVariant,
  type ProcessedImage,
  processListingImage,
  rotateListingImage,
  variantFromFull,
} from '../images/image-processor.js';
import { differenceHash } from '../images/perceptual-hash.js';
import { LISTINGS_SCHEMA, MEDIA_URLS } from '../listings.tokens.js';
import {
  type ListingImageRecord,
  ListingImageRepository,
} from '../repositories/listing-image.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { ActorResolver } from './actor-resolver.js';
import { canManageListing } from './listing-access.js';
import { ListingAudit } from './listing-audit.js';
import { ListingEventsService } from './listing-events.service.js';
import { IMAGE_FILES, type MediaUrls, toListingImage } from './listing-views.js';
import { InjectDataSource } from '@nestjs/typeorm';

/** Uploads nobody attached to a listing within this time are removed. */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 3_600_000;

/** A stored photo file for the media route; `standIn`: the full variant answering for a medium that could not be made. */
export interface MediaFile {
  body: Buffer;
  contentType: string;
  standIn: boolean;
}

/**
 * Listing photos: checked by content, resized into WebP variants, stored through the
 * object-storage port. An upload stands alone until a listing save attaches it.
 */
@Injectable()
export class ListingImageService {
  private readonly logger = new Logger('listings');
  /** Medium variants being made, by storage prefix: concurrent requests for one photo share the work. */
  private readonly backfills = new Map<string, Promise<MediaFile | null>>();

  constructor(
    @InjectDataSource(LISTINGS_SCHEMA) private readonly db: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MEDIA_URLS) private readonly urls: MediaUrls,
    private readonly images: ListingImageRepository,
    private readonly listings: ListingRepository,
    private readonly actors: ActorResolver,
    private readonly listingEvents: ListingEventsService,
    private readonly audit: ListingAudit,
  ) {}

  /** Every file is checked before any is stored: one bad file rejects the request, naming it. */
  async upload(user: AuthUser, files: UploadedFile[]): Promise<ListingImage[]> {
    const processed: ProcessedImage[] = [];
    for (const file of files) processed.push(await this.process(() => processListingImage(file)));
    const stored: ListingImage[] = [];
    for (const image of processed) {
      const id = randomUUID();
      const storagePrefix = await this.store(id, image);
      const record = await this.images.insert(
        {
          id,
          uploadedBy: user.id,
          storagePrefix,
          width: image.width,
          height: image.height,
          bytes: image.variants.full.length,
        },
        await differenceHash(image.variants.thumbnail),
      );
      stored.push(toListingImage(record, this.urls));
    }
    return stored;
  }

  /**
   * A new upload of `user`'s that shows photo files already stored: a row on the same files,
   * nothing decoded or written again. The demo marketplace renders one photo per body style
   * and colour and gives every listing of that kind its own copy (no HTTP route reaches this).
   */
  async reuse(user: AuthUser, id: string): Promise<ListingImage> {
    const source = await this.images.findById(id);
    if (!source) throw new NotFoundError('Image not found');
    const record = await this.images.insert({
      id: randomUUID(),
      uploadedBy: user.id,
      storagePrefix: source.storagePrefix,
      width: source.width,
      height: source.height,
      bytes: source.bytes,
    });
    return toListingImage(record, this.urls);
  }

  /** Rotates the stored photo; its URLs change (new files), its id and place stay. */
  async rotate(
    user: AuthUser,
    id: string,
    degrees: 90 | -90 | 180,
    meta: RequestMeta,
  ): Promise<ListingImage> {
    const image = await this.authorized(user, id);
    const full = await this.storage.get(`${image.storagePrefix}/${IMAGE_FILES.full}`);
    if (!full) throw new NotFoundError('This image file is missing; please upload it again.');
    const rotated = await this.process(() => rotateListingImage(full.body, degrees));
    const storagePrefix = await this.store(image.id, rotated);
    const updated = await this.images.updateStoredFiles(image.id, {
      storagePrefix,
      width: rotated.width,
      height: rotated.height,
      bytes: rotated.variants.full.length,
    });
    await this.db.transaction(async (manager) => {
      if (image.listingId) await this.touchListing(manager, image.listingId, meta);
      await this.auditIfAdmin(manager, user, meta, 'listings.image.rotated', image, { degrees });
    });
    await this.removeFiles([image.storagePrefix]);
    return toListingImage(updated, this.urls);
  }

  async delete(user: AuthUser, id: string, meta: RequestMeta): Promise<void> {
    const image = await this.authorized(user, id);
    await this.db.transaction(async (manager) => {
      await this.images.delete(manager, [image.id]);
      if (image.listingId) {
        await this.images.renumber(manager, image.listingId);
        await this.touchListing(manager, image.listingId, meta);
      }
      await this.auditIfAdmin(manager, user, meta, 'listings.image.deleted', image, null);
    });
    await this.removeFiles([image.storagePrefix]);
  }

  /** Deletes rows and files of images no listing holds; used after a listing is deleted and by the sweep. */
  async purge(ids: string[]): Promise<void> {
    const removed = await this.db.transaction((manager) => this.images.delete(manager, ids));
    await this.removeFiles(removed.map((image) => image.storagePrefix));
  }

  /** Removes uploads left unattached for a day (abandoned forms, photos taken off a listing). */
  async sweepUnattached(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await this.images.unattachedSince(
        new Date(now.getTime() - UNATTACHED_IMAGE_TTL_MS),
        100,
      );
      if (ids.length === 0) return removed;
      await this.purge(ids);
      removed += ids.length;
    }
  }

  /**
   * Serves a stored file for the media route (embedded mode, or no CDN configured). Photos
   * stored before the medium variant existed get it made from their full variant on first
   * request, stored for the next; when that fails the full variant stands in.
   */
  async file(storagePrefix: string, file: string): Promise<MediaFile | null> {
    const stored = await this.storedFile(`${storagePrefix}/${file}`);
    if (stored) return { ...stored, standIn: false };
    if (file !== IMAGE_FILES.medium) return null;
    let backfill = this.backfills.get(storagePrefix);
    if (!backfill) {
      backfill = this.backfillMedium(storagePrefix).finally(() =>
        this.backfills.delete(storagePrefix),
      );
      this.backfills.set(storagePrefix, backfill);
    }
    return backfill;
  }

  private async backfillMedium(storagePrefix: string): Promise<MediaFile | null> {
    const full = await this.storedFile(`${storagePrefix}/${IMAGE_FILES.full}`);
    if (!full) return null;
    let medium: Buffer;
    try {
      medium = await variantFromFull(full.body, 'medium');
    } catch (error) {
      this.logger.warn(`Could not make ${storagePrefix}/${IMAGE_FILES.medium}: ${String(error)}`);
      return { ...full, standIn: true };
    }
    // A put that fails only costs the next request the same resize.
    await this.storage
      .put(`${storagePrefix}/${IMAGE_FILES.medium}`, medium, 'image/webp')
      .catch((error: unknown) =>
        this.logger.warn(
          `Could not store ${storagePrefix}/${IMAGE_FILES.medium}: ${String(error)}`,
        ),
      );
    return { body: medium, contentType: 'image/webp', standIn: false };
  }

  private async storedFile(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    try {
      return await this.storage.get(key);
    } catch {
      return null;
    }
  }

  /** A listing's photos changed outside a listing save: a new revision, and the index hears of it. */
  private async touchListing(
    manager: EntityManager,
    listingId: string,
    meta: RequestMeta,
  ): Promise<void> {
    if (!(await this.listings.findById(listingId, manager, { lock: true }))) return;
    const listing = await this.listings.update(manager, listingId, {});
    await this.listingEvents.changed(manager, listing, { kind: 'updated' }, meta.requestId);
    this.listingEvents.nudge();
  }

  /** An admin changing someone's photo (the listing it belongs to, if any, is in `before`). */
  private async auditIfAdmin(
    manager: EntityManager,
    user: AuthUser,
    meta: RequestMeta,
    action: string,
    image: ListingImageRecord,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await this.audit.ifAdmin(manager, user, meta, {
      action,
      target: { type: 'listing_image', id: image.id },
      before: { imageId: image.id, uploadedBy: image.uploadedBy, listingId: image.listingId },
      after,
    });
  }

  private async authorized(user: AuthUser, id: string): Promise<ListingImageRecord> {
    const image = await this.images.findById(id);
    if (!image) throw new NotFoundError('Image not found');
    if (image.uploadedBy === user.id || user.roles.includes('admin')) return image;
    const listing = image.listingId ? await this.listings.findById(image.listingId) : null;
    if (listing && canManageListing(await this.actors.resolve(user), listing)) return image;
    throw new ForbiddenError('You can only change photos of listings you manage.');
  }

  private async process(work: () => Promise<ProcessedImage>): Promise<ProcessedImage> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        const { status, message } = error.rejection;
        throw imageRejected(status, message);
      }
      throw error;
    }
  }

  /** Each version of an image gets a fresh folder, so its URLs can be cached forever. */
  private async store(id: string, image: ProcessedImage): Promise<string> {
    const storagePrefix = `listings/${id}/${randomBytes(6).toString('hex')}`;
    for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
      await this.storage.put(
        `${storagePrefix}/${IMAGE_FILES[variant]}`,
        image.variants[variant],
        image.contentType,
      );
    }
    return storagePrefix;
  }

  private async removeFiles(removed: string[]): Promise<void> {
    // Seeded listings share a small photo set: files another row still uses stay.
    const stillUsed = new Set(await this.images.prefixesInUse(removed));
    const prefixes = removed.filter((prefix) => !stillUsed.has(prefix));
    const keys = prefixes.flatMap((prefix) =>
      Object.values(IMAGE_FILES).map((file) => `${prefix}/${file}`),
    );
    if (keys.length === 0) return;
    // The rows are gone already; a file left behind costs storage, never correctness.
    await this.storage
      .delete(keys)
      .catch((error: unknown) =>
        this.logger.warn(`Could not delete image files: ${String(error)}`),
      );
  }
}
