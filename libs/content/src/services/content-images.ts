import { checkSvg, imageRejected, sniffImageType } from '@market/platform';
import sharp from 'sharp';

// The SVG check moved to @market/platform (dealer logos use it too); re-exported for callers here.
export { checkSvg };

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_HERO_BYTES = 10 * 1024 * 1024;

export interface StoredImage {
  /** File name → bytes and content type, stored side by side under one prefix. */
  files: { name: string; body: Buffer; contentType: string }[];
}

/** The site logo: raster images resized to fit 400×160 as WebP; SVG kept when it is inert. */
export async function processLogo(filename: string, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_LOGO_BYTES) throw imageRejected(413, `"${filename}" is larger than 5 MB`);
  if (!sniffImageType(data)) {
    const problem = checkSvg(data);
    if (problem === 'is not an SVG image')
      throw imageRejected(415, `"${filename}" is not a JPEG, PNG, WebP or SVG image`);
    if (problem)
      throw imageRejected(
        400,
        `"${filename}" ${problem}; please upload a plain SVG, PNG or JPEG logo`,
      );
    // The browser's renderer is not ours to run, but librsvg must be able to draw it.
    const drawable = await sharp(data, { limitInputPixels: 50_000_000 })
      .metadata()
      .then((meta) => meta.format === 'svg')
      .catch(() => false);
    if (!drawable) throw imageRejected(400, `"${filename}" could not be read as an SVG image`);
    return { files: [{ name: 'logo.svg', body: data, contentType: 'image/svg+xml' }] };
  }
  try {
    const body = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(400, 160, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
    return { files: [{ name: 'logo.webp', body, contentType: 'image/webp' }] };
  } catch {
    throw imageRejected(400, `"${filename}" could not be read as an image`);
  }
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
