import { type BodyType, type PaintName, renderVehiclePhotos, type SceneName } from '@market/demo';
import type { ListingImageService } from '@market/listings';
import type { AuthUser } from '@market/platform';

/**
 * Rendered width of a listing photo, the gallery's largest view (about 800 px on a desktop
 * page): the card and thumbnail are made from it, and every pixel costs start-up time.
 */
const PHOTO_WIDTH = 1024;
/** Photos rendered and processed at once (two cores). */
const PARALLEL = 2;

const SCENES: readonly SceneName[] = ['studio', 'lot', 'dusk'];

/**
 * One pair of photos per body style and colour (its left and right side, in a setting that
 * varies by kind), rendered once and uploaded through the listings service as any seller's
 * photos are; every listing of that kind then gets its own copy of the pair.
 */
export class DemoPhotoLibrary {
  private readonly pairs = new Map<string, string[]>();

  constructor(
    private readonly images: ListingImageService,
    private readonly uploader: AuthUser,
  ) {}

  /** Renders and uploads every pair not made yet. */
  async prepare(kinds: { body: BodyType; paint: PaintName }[]): Promise<number> {
    const missing = [...new Map(kinds.map((kind) => [key(kind.body, kind.paint), kind])).values()].filter(
      (kind) => !this.pairs.has(key(kind.body, kind.paint)),
    );
    let next = 0;
    const worker = async () => {
      while (next < missing.length) {
        const kind = missing[next++];
        const scene = SCENES[(kind.body.length + kind.paint.length) % SCENES.length];
        const sides = await renderVehiclePhotos({ ...kind, scene, facing: 'left', width: PHOTO_WIDTH });
        const files = sides.map((data, index) => ({ filename: `${kind.body}-${kind.paint}-${index + 1}.jpg`.toLowerCase(), data }));
        const uploaded = await this.images.upload(this.uploader, files);
        this.pairs.set(key(kind.body, kind.paint), uploaded.map((image) => image.id));
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return missing.length * 2;
  }

  /** Photo ids for a new listing of `owner`'s: copies of the pair, the left side first. */
  async photosFor(owner: AuthUser, body: BodyType, paint: PaintName): Promise<string[]> {
    const pair = this.pairs.get(key(body, paint));
    if (!pair) throw new Error(`No demo photos rendered for a ${paint} ${body}`);
    const copies = [];
    for (const id of pair) copies.push(await this.images.reuse(owner, id));
    return copies.map((image) => image.id);
  }
}

const key = (body: BodyType, paint: PaintName) => `${body}:${paint}`;
