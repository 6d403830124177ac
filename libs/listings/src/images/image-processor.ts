import { MAX_IMAGE_BYTES } from '@market/contracts';
import { sniffImageType } from '@market/platform';
import sharp, { type Sharp } from 'sharp';

/**
 * Longest edge of each stored variant, in pixels; smaller photos are never enlarged. Medium
 * is what a phone at DPR 1.75–2 picks for a full-width card (~720–820 px), which otherwise
 * had only the 1600 px full variant above the card.
 */
export const IMAGE_VARIANTS = { thumbnail: 160, card: 640, medium: 960, full: 1600 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export interface ProcessedImage {
  /** Of the full variant. */
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
  contentType: 'image/webp';
}

export interface ImageRejection {
  status: 400 | 413 | 415;
  message: string;
}

/** The upload is not a usable photo; the message names the file and is shown to the user. */
export class ImageRejectedError extends Error {
  constructor(readonly rejection: ImageRejection) {
    super(rejection.message);
    this.name = 'ImageRejectedError';
  }
}

/**
 * Decoding a 50-megapixel photo takes ~200 MB; anything larger (or a small file claiming
 * huge dimensions, a decompression bomb) is refused before its pixels are decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const MAX_SHOWN_FILENAME = 80;
const QUALITY: Record<ImageVariant, number> = { thumbnail: 80, card: 80, medium: 80, full: 82 };
const VARIANT_ORDER = Object.keys(IMAGE_VARIANTS) as ImageVariant[];
const MEGABYTES = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

// Content sniffing is the platform's, shared by every upload route.
export { sniffImageType };

/**
 * Checks an uploaded photo by its content and turns it into the stored WebP variants:
 * upright (EXIF orientation applied), without metadata (no GPS position or camera serial
 * leaks out of a seller's photo), at most IMAGE_VARIANTS pixels on the longest edge.
 */
export async function processListingImage(file: {
  filename: string;
  data: Buffer;
}): Promise<ProcessedImage> {
  const name = displayFilename(file.filename);
  if (file.data.length > MAX_IMAGE_BYTES)
    throw new ImageRejectedError({
      status: 413,
      message: `"${name}" is larger than ${MEGABYTES} MB`,
    });
  if (!sniffImageType(file.data))
    throw new ImageRejectedError({
      status: 415,
      message: `"${name}" is not a JPEG, PNG or WebP image`,
    });
  return encodeVariants(
    file.data,
    (image) => image.rotate(),
    `"${name}" could not be read as an image`,
  );
}

/** Turns a stored photo (its full variant) by a quarter or half turn and makes every variant anew. */
export async function rotateListingImage(
  full: Buffer,
  degrees: 90 | -90 | 180,
): Promise<ProcessedImage> {
  if (![90, -90, 180].includes(degrees))
    throw new ImageRejectedError({
      status: 400,
      message: 'An image can only be turned by 90, -90 or 180 degrees',
    });
  return encodeVariants(
    full,
    (image) => image.rotate(degrees),
    'The stored image could not be read; please upload it again',
  );
}

async function encodeVariants(
  input: Buffer,
  orient: (image: Sharp) => Sharp,
  unreadable: string,
): Promise<ProcessedImage> {
  // 'error' refuses truncated and corrupt data yet accepts the harmless decoder warnings
  // some cameras' JPEGs raise. Only the first frame of an animation is kept.
  const source = orient(
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }),
  );
  const variants = {} as Record<ImageVariant, Buffer>;
  let size = { width: 0, height: 0 };
  try {
    // One after the other: each decodes the input, and four large decodes at once would quadruple the memory.
    for (const variant of VARIANT_ORDER) {
      const { data, info } = await encodeVariant(source.clone(), variant);
      variants[variant] = data;
      if (variant === 'full') size = { width: info.width, height: info.height };
    }
  } catch {
    throw new ImageRejectedError({ status: 400, message: unreadable });
  }
  return { ...size, variants, contentType: 'image/webp' };
}

/**
 * One variant made anew from a stored full variant (already upright and without metadata):
 * photos stored before a variant existed get it on first request. Throws when `full` is not
 * a readable image.
 */
export async function variantFromFull(full: Buffer, variant: ImageVariant): Promise<Buffer> {
  const source = sharp(full, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  return (await encodeVariant(source, variant)).data;
}

function encodeVariant(image: Sharp, variant: ImageVariant) {
  const edge = IMAGE_VARIANTS[variant];
  return image
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY[variant] })
    .toBuffer({ resolveWithObject: true });
}

/** The name as the user knows it: no folders, no control characters, not a paragraph long. */
function displayFilename(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim() || 'file';
  const characters = [...base];
  if (characters.length <= MAX_SHOWN_FILENAME) return base;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(base)?.[0] ?? '';
  return `${characters.slice(0, MAX_SHOWN_FILENAME - 1 - extension.length).join('')}…${extension}`;
}
