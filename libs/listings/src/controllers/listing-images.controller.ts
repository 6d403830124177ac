import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  type ListingImage,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_LISTING,
  rotateImageRequestSchema,
} from '@market/contracts';
import {
  AppError,
  type AuthUser,
  CurrentUser,
  Meta,
  NotFoundError,
  type RequestMeta,
  SignedIn,
  ValidationError,
  ZodPipe,
} from '@market/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_FILES } from '../services/listing-views.js';
import { ListingImageService, type UploadedFile } from '../services/listing-image.service.js';

const imageId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('Image not found') });
const displayName = (filename: string) => (filename.split(/[\\/]/).pop() || 'image').slice(0, 80);

/** Listing photos: upload (multipart field `files`), rotate, delete. */
@Controller('listing-images')
@SignedIn()
export class ListingImagesController {
  constructor(private readonly images: ListingImageService) {}

  @Post()
  @HttpCode(201)
  async upload(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<{ items: ListingImage[] }> {
    return { items: await this.images.upload(user, await readImageFiles(request)) };
  }

  @Post(':id/rotate')
  @HttpCode(200)
  rotate(
    @CurrentUser() user: AuthUser,
    @Param('id', imageId) id: string,
    @Body(new ZodPipe(rotateImageRequestSchema)) body: z.infer<typeof rotateImageRequestSchema>,
    @Meta() meta: RequestMeta,
  ): Promise<ListingImage> {
    return this.images.rotate(user, id, body.degrees, meta);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(
    @CurrentUser() user: AuthUser,
    @Param('id', imageId) id: string,
    @Meta() meta: RequestMeta,
  ): Promise<void> {
    await this.images.delete(user, id, meta);
  }
}

/**
 * Reads the request's files into memory, each capped at the size limit: a file over it is
 * refused by name before anything is processed or stored.
 */
async function readImageFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw new ValidationError('Send the photos as multipart/form-data in the field "files".');
  const files: UploadedFile[] = [];
  try {
    const parts = request.files({
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_LISTING, fields: 5 },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      const data = await part.toBuffer();
      const filename = displayName(part.filename);
      if (part.file.truncated)
        throw new AppError(413, 'IMAGE_TOO_LARGE', `"${filename}" is larger than 10 MB`);
      files.push({ filename, data });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new ValidationError(
        `You can upload at most ${MAX_IMAGES_PER_LISTING} photos at a time.`,
      );
    }
    throw error;
  }
  if (files.length === 0) throw new ValidationError('Please choose at least one photo to upload.');
  return files;
}

/**
 * Stored photos, when no CDN (MEDIA_PUBLIC_URL) serves them. Every version of a photo has
 * its own folder, so the files never change and browsers may keep them for a year.
 */
@Controller('media')
export class MediaController {
  constructor(private readonly images: ListingImageService) {}

  @Get('listings/:id/:version/:file')
  async listingPhoto(
    @Param('id', imageId) id: string,
    @Param('version') version: string,
    @Param('file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!/^[a-f0-9]{6,32}$/.test(version) || !Object.values<string>(IMAGE_FILES).includes(file))
      throw new NotFoundError('Image not found');
    const stored = await this.images.file(`listings/${id}/${version}/${file}`);
    if (!stored) throw new NotFoundError('Image not found');
    await reply
      .header('content-type', stored.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  }
}
