import { AppError } from '@market/platform';
import sharp from 'sharp';

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_HERO_BYTES = 10 * 1024 * 1024;

export interface StoredImage {
  /** File name → bytes and content type, stored side by side under one prefix. */
  files: { name: string; body: Buffer; contentType: string }[];
}

const rejected = (status: 400 | 413 | 415, message: string) =>
  new AppError(
    status,
    status === 413
      ? 'IMAGE_TOO_LARGE'
      : status === 415
        ? 'UNSUPPORTED_IMAGE_TYPE'
        : 'INVALID_IMAGE',
    message,
  );

function rasterType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * An SVG logo is kept as drawn, so it must be inert: an <svg> document without scripts,
 * event handlers, javascript: links or external references.
 */
export function checkSvg(data: Buffer): string | null {
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim();
  if (
    !/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text) ||
    !/<\/svg>\s*$/i.test(text)
  ) {
    return 'is not an SVG image';
  }
  if (/<script|<foreignObject|<iframe|<embed|<object/i.test(text))
    return 'contains scripts or embedded content';
  if (/\son[a-z]+\s*=/i.test(text)) return 'contains event handlers';
  if (/javascript:|data:text\/html|<!ENTITY/i.test(text))
    return 'contains active links or entities';
  if (/(href|src)\s*=\s*["']\s*(https?:)?\/\//i.test(text)) return 'references external files';
  return null;
}

/** The site logo: raster images resized to fit 400×160 as WebP; SVG kept when it is inert. */
export async function processLogo(filename: string, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_LOGO_BYTES) throw rejected(413, `"${filename}" is larger than 5 MB`);
  if (!rasterType(data)) {
    const problem = checkSvg(data);
    if (problem === 'is not an SVG image')
      throw rejected(415, `"${filename}" is not a JPEG, PNG, WebP or SVG image`);
    if (problem)
      throw rejected(400, `"${filename}" ${problem}; please upload a plain SVG, PNG or JPEG logo`);
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
    throw rejected(400, `"${filename}" could not be read as an image`);
  }
}

/** A hero background: 2400 px and 1200 px wide WebP (never enlarged). */
export async function processHeroImage(filename: string, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_HERO_BYTES) throw rejected(413, `"${filename}" is larger than 10 MB`);
  if (!rasterType(data)) throw rejected(415, `"${filename}" is not a JPEG, PNG or WebP image`);
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
    throw rejected(400, `"${filename}" could not be read as an image`);
  }
}
