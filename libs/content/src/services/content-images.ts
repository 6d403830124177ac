import { checkSvg, imageRejected, processLogoImage, sniffImageType } from '@market/platform';
import sharp, { type ResizeOptions } from 'sharp';

// The SVG check moved to @market/platform (dealer logos use it too); re-exported for callers here.
export { checkSvg };

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_HERO_BYTES = 10 * 1024 * 1024;

export interface StoredImage {
  /** File name → bytes and content type, stored side by side under one prefix. */
  files: { name: string; body: Buffer; contentType: string }[];
}

/** The site logo: raster images resized to fit 400×160 as WebP; an inert SVG drawn to PNG. */
export async function processLogo(filename: string, data: Buffer): Promise<StoredImage> {
  return { files: [await processLogoImage(filename, data, MAX_LOGO_BYTES)] };
}

/** A hero background: 2400 px and 1200 px wide WebP (never enlarged). */
export async function processHeroImage(filename: string, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_HERO_BYTES) throw imageRejected(413, `"${filename}" is larger than 10 MB`);
  if (!sniffImageType(data))
    throw imageRejected(415, `"${filename}" is not a JPEG, PNG or WebP image`);
  try {
    const files = [];
    for (const [name, width] of [
      ['hero.webp', 2400],
      ['hero-small.webp', 1200],
    ] as const) {
      const body = await sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      files.push({ name, body, contentType: 'image/webp' });
    }
    return { files };
  } catch {
    throw imageRejected(400, `"${filename}" could not be read as an image`);
  }
}

export const MAX_COVER_BYTES = 10 * 1024 * 1024;
export const MAX_BANNER_BYTES = 5 * 1024 * 1024;

/** Raster images only (JPEG, PNG, WebP), re-encoded as WebP at each width or box given. */
async function webpVariants(
  filename: string,
  data: Buffer,
  maxBytes: number,
  variants: { name: string; resize: ResizeOptions }[],
): Promise<StoredImage> {
  if (data.length > maxBytes)
    throw imageRejected(
      413,
      `"${filename}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  if (!sniffImageType(data))
    throw imageRejected(415, `"${filename}" is not a JPEG, PNG or WebP image`);
  try {
    const files = [];
    for (const { name, resize } of variants) {
      const body = await sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(resize)
        .webp({ quality: 80 })
        .toBuffer();
      files.push({ name, body, contentType: 'image/webp' });
    }
    return { files };
  } catch {
    throw imageRejected(400, `"${filename}" could not be read as an image`);
  }
}

/** A news cover: 1600 px for the article, 640 px for the cards (never enlarged). */
export function processNewsCover(filename: string, data: Buffer): Promise<StoredImage> {
  return webpVariants(filename, data, MAX_COVER_BYTES, [
    { name: 'cover.webp', resize: { width: 1600, withoutEnlargement: true } },
    { name: 'cover-small.webp', resize: { width: 640, withoutEnlargement: true } },
  ]);
}

/** A banner: cropped to its slot at twice the size, sharp on high-density screens. */
export function processBanner(
  filename: string,
  data: Buffer,
  width: number,
  height: number,
): Promise<StoredImage> {
  return webpVariants(filename, data, MAX_BANNER_BYTES, [
    { name: 'banner.webp', resize: { width: width * 2, height: height * 2, fit: 'cover' } },
  ]);
}
