import sharp from 'sharp';
import { type BodyType, drawVehicle } from './bodies.js';
import { PAINTS, type PaintName } from './paint.js';
import { SHARED_DEFS } from './parts.js';
import { scene as makeScene, type SceneName } from './scenes.js';

export interface PhotoRequest {
  body: BodyType;
  paint: PaintName;
  scene: SceneName;
  /** Which way the vehicle faces. */
  facing: 'left' | 'right';
  width?: number;
  height?: number;
  /** Share of the picture's width the vehicle fills; a hero leaves room for its title. */
  fill?: number;
  /** Where the vehicle's centre stands, as a share of the width. */
  centre?: number;
}

/** The scene as SVG: backdrop, the vehicle on its shadow (and its reflection on a glossy floor), lens fall-off. */
export function vehicleSvg(request: PhotoRequest): string {
  const width = request.width ?? 1600;
  const height = request.height ?? Math.round((width * 2) / 3);
  const horizon = Math.round(height * 0.6);
  const ground = Math.round(height * 0.84);
  const setting = makeScene(request.scene, width, height, horizon);
  const drawing = drawVehicle(request.body, PAINTS[request.paint], 'v');
  const scale = Math.min(
    (width * (request.fill ?? 0.8)) / drawing.length,
    (height * 0.62) / drawing.height,
  );
  const centre = width * (request.centre ?? 0.5);
  const flip = request.facing === 'right' ? -1 : 1;
  const place = `translate(${centre} ${ground}) scale(${scale * flip} ${scale}) translate(${-drawing.length / 2} 0)`;
  const reflection = setting.reflective
    ? `<mask id="fade" maskUnits="userSpaceOnUse" x="0" y="${ground}" width="${width}" height="${height - ground}">
         <rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="url(#fadeGradient)"/></mask>
       <linearGradient id="fadeGradient" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient>
       <g mask="url(#fade)"><g transform="translate(0 ${2 * ground}) scale(1 -1)"><g transform="${place}"><use href="#vehicle"/></g></g></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${SHARED_DEFS}${setting.defs}<g id="vehicle">${drawing.svg}</g></defs>
    ${setting.back}${reflection}
    <g transform="${place}"><use href="#vehicle"/></g>
    ${setting.front}</svg>`;
}

/** A photo as a camera would hand it over: a JPEG, with a little grain so flat paint reads as a surface. */
export async function renderVehiclePhoto(request: PhotoRequest): Promise<Buffer> {
  const [photo] = await renderVehiclePhotos(request, false);
  return photo;
}

/**
 * The photo, and (`mirrored`) the same scene from the vehicle's other side: one render
 * gives both, for the price of one more JPEG.
 */
export async function renderVehiclePhotos(
  request: PhotoRequest,
  mirrored = true,
): Promise<Buffer[]> {
  const { data, info } = await sharp(Buffer.from(vehicleSvg(request)), { density: 72 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, info.channels);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const photo = (flop: boolean) =>
    sharp(data, raw).flop(flop).blur(0.5).jpeg({ quality: 86 }).toBuffer();
  return Promise.all(mirrored ? [photo(false), photo(true)] : [photo(false)]);
}

/** Deterministic film grain (the same request gives the same bytes). */
function addGrain(pixels: Buffer, channels: number): void {
  let state = 0x9e3779b9;
  for (let i = 0; i < pixels.length; i += channels) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state >>> 0) % 13) - 6;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, pixels[i + c] + noise));
  }
}
