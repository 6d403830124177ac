import { Injectable } from '@nestjs/common';
import { IMAGES_REQUIRED_MESSAGE, type ListingInputParsed } from '@market/contracts';
import { ValidationError } from '@market/platform';
import type { EntityManager } from 'typeorm';
import { ListingImageRepository } from '../repositories/listing-image.repository.js';
import type { Actor } from './listing-access.js';

/** SPEC.md §5: 'Please upload at least one image of your vehicle.' */
export const photosRequired = () =>
  new ValidationError(IMAGES_REQUIRED_MESSAGE, [
    { path: 'imageIds', message: IMAGES_REQUIRED_MESSAGE },
  ]);

/** Which photos a listing save may attach, and that an active listing has one. */
@Injectable()
export class ListingPhotoRules {
  constructor(private readonly images: ListingImageRepository) {}

  /**
   * Every image named must be this listing's already, or a fresh upload of the user's (an
   * admin may use anyone's); an active listing needs at least one.
   */
  async check(
    manager: EntityManager,
    actor: Actor,
    input: Pick<ListingInputParsed, 'imageIds' | 'status'>,
    listingId: string | null,
  ): Promise<void> {
    if (new Set(input.imageIds).size !== input.imageIds.length) {
      throw new ValidationError('The same image is listed twice.', [
        { path: 'imageIds', message: 'The same image is listed twice.' },
      ]);
    }
    if (input.status === 'active' && input.imageIds.length === 0) throw photosRequired();
    const found = new Map(
      (await this.images.findByIds(manager, input.imageIds)).map((image) => [image.id, image]),
    );
    for (const id of input.imageIds) {
      const image = found.get(id);
      const usable =
        image &&
        (image.listingId === null
          ? image.uploadedBy === actor.id || actor.roles.includes('admin')
          : image.listingId === listingId);
      if (!usable) {
        const message = 'One of the photos is no longer available; please upload it again.';
        throw new ValidationError(message, [{ path: 'imageIds', message }]);
      }
    }
  }

  /** An active listing needs a photo: the one it is about to have, read in the change's transaction. */
  async require(manager: EntityManager, listingId: string): Promise<void> {
    const images = (await this.images.forListings([listingId], manager)).get(listingId) ?? [];
    if (images.length === 0) throw photosRequired();
  }
}
