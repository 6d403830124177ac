import { Controller, Param, Req, Res } from '@nestjs/common';
import {
  type ListingImage,
  listingImageRoutes,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_LISTING,
  type ParsedBodyOf,
} from '@market/contracts';
import {
  type AuthUser,
  CurrentUser,
  Endpoint,
  Meta,
  NotFoundError,
  readUploadedFiles,
  type RequestMeta,
  RouteBody,
  sendImmutableFile,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_FILES } from '../services/listing-views.js';
import { ListingImageService } from '../services/listing-image.service.js';
import { imageIdParam } from './path-ids.js';

/** Listing photos: upload (multipart field `files`), rotate, delete. */
@Controller()
export class ListingImagesController {
  constructor(private readonly images: ListingImageService) {}

  @Endpoint(listingImageRoutes.upload)
  async upload(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<{ items: ListingImage[] }> {
    const files = await readUploadedFiles(request, {
      maxBytes: MAX_IMAGE_BYTES,
      maxFiles: MAX_IMAGES_PER_LISTING,
      notMultipart: 'Send the photos as multipart/form-data in the field "files".',
      noFile: 'Please choose at least one photo to upload.',
      tooMany: `You can upload at most ${MAX_IMAGES_PER_LISTING} photos at a time.`,
    });
    return { items: await this.images.upload(user, files) };
  }

  @Endpoint(listingImageRoutes.rotate)
  rotate(
    @CurrentUser() user: AuthUser,
    @Param('id', imageIdParam) id: string,
    @RouteBody(listingImageRoutes.rotate) body: ParsedBodyOf<typeof listingImageRoutes.rotate>,
    @Meta() meta: RequestMeta,
  ): Promise<ListingImage> {
    return this.images.rotate(user, id, body.degrees, meta);
  }

  @Endpoint(listingImageRoutes.delete)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('id', imageIdParam) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    await this.images.delete(user, id, meta);
  }
}

/**
 * Stored photos, when no CDN (MEDIA_PUBLIC_URL) serves them. Every version of a photo has
 * its own folder, so the files never change and browsers may keep them for a year.
 */
@Controller()
export class MediaController {
  constructor(private readonly images: ListingImageService) {}

  @Endpoint(listingImageRoutes.file)
  async listingPhoto(
    @Param('id', imageIdParam) id: string,
    @Param('version') version: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!/^[a-f0-9]{6,32}$/.test(version) || !Object.values<string>(IMAGE_FILES).includes(file))
      throw new NotFoundError('Image not found');
    const stored = await this.images.file(`listings/${id}/${version}`, file);
    if (!stored) throw new NotFoundError('Image not found');
    // A stand-in (the full variant for a medium that could not be made) is not kept for a year.
    await sendImmutableFile(
      reply,
      stored,
      stored.standIn ? { 'cache-control': 'public, max-age=300' } : {},
    );
  }
}
