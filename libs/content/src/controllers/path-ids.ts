import { ParseUUIDPipe } from '@nestjs/common';
import { type LegalPageSlug, legalPageSlugSchema } from '@market/contracts';
import { NotFoundError, type UploadedFile, readUploadedFiles } from '@market/platform';
import type { FastifyRequest } from 'fastify';

/** Ids in paths: anything that is not a UUID names something that does not exist. */
const notFound = (message: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(message) });

export const articleIdParam = notFound('Article not found');
export const reviewIdParam = notFound('Review not found');
export const bannerIdParam = notFound('Banner not found');

export function legalSlug(value: string): LegalPageSlug {
  const parsed = legalPageSlugSchema.safeParse(value);
  if (!parsed.success) throw new NotFoundError('Page not found');
  return parsed.data;
}

/** One image from the multipart field `file`, at most `maxBytes`. */
export async function readOneImage(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile> {
  const [image] = await readUploadedFiles(request, {
    maxBytes,
    maxFiles: 1,
    notMultipart: 'Send the image as multipart/form-data in the field "file".',
    noFile: 'Please choose an image to upload.',
    tooMany: 'Please upload one image at a time.',
  });
  return image;
}
