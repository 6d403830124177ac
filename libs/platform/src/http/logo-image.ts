import sharp from 'sharp';
import { imageRejected, sniffImageType } from './uploads.js';
import { checkSvg } from './svg-inspector.js';

export interface LogoFile {
  name: 'logo.webp' | 'logo.png';
  body: Buffer;
  contentType: 'image/webp' | 'image/png';
}

/** A logo is shown at most 400×160 CSS pixels; twice that keeps it sharp on high-density screens. */
const SVG_BOX = { width: 800, height: 320 };
const RASTER_BOX = { width: 400, height: 160 };
const MAX_PIXELS = 50_000_000;

/**
 * An uploaded logo (site or dealer; SPEC.md §5: JPG, PNG, SVG or WebP, at most `maxBytes`),
 * checked by its content. A raster image becomes a WebP that fits 400×160. An SVG is
 * inspected (svg-inspector.ts: no scripts, handlers, external or embedded documents) and
 * then drawn to a PNG: what is stored and served is never an SVG document, so a logo stays
 * inert wherever it is served from — a bucket, a CDN, "open image in new tab".
 */
export async function processLogoImage(
  filename: string,
  data: Buffer,
  maxBytes: number,
): Promise<LogoFile> {
  if (data.length > maxBytes)
    throw imageRejected(
      413,
      `"${filename}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  if (!sniffImageType(data)) return rasteriseSvg(filename, data);
  try {
    const body = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(RASTER_BOX.width, RASTER_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
    return { name: 'logo.webp', body, contentType: 'image/webp' };
  } catch {
    throw imageRejected(400, `"${filename}" could not be read as an image`);
  }
}

async function rasteriseSvg(filename: string, data: Buffer): Promise<LogoFile> {
  const problem = checkSvg(data);
  if (problem === 'is not an SVG image')
    throw imageRejected(415, `"${filename}" is not a JPEG, PNG, WebP or SVG image`);
  if (problem)
    throw imageRejected(
      400,
      `"${filename}" ${problem}; please upload a plain SVG, PNG or JPEG logo`,
    );
  try {
    // Drawn large (density) and scaled down, so small viewBoxes come out crisp.
    const body = await sharp(data, { density: 288, limitInputPixels: MAX_PIXELS })
      .resize(SVG_BOX.width, SVG_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { name: 'logo.png', body, contentType: 'image/png' };
  } catch {
    throw imageRejected(400, `"${filename}" could not be read as an SVG image`);
  }
}
