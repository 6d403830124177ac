import { type BodyType, type PaintName, renderVehiclePhotos, type SceneName } from '@market/demo';
import type { ListingImageService } from '@market/listings';
import type { AuthUser } from '@market/platform';

/**
 * Rendered width of a listing photo, the gallery's largest view (about 800 px on a desktop
 * page): the card and thumbnail are made from it, and every pixel costs start-up time.
 */
const PHOTO_WIDTH = 1024;
/** Photos rendered, and photos processed, at once (two cores). */
const PARALLEL = 2;

const SCENES: readonly SceneName[] = ['studio', 'lot', 'dusk'];

export interface PhotoKind {
  body: BodyType;
  paint: PaintName;
}

/** Rendered photo pairs (left side, right side) by kind, as they become ready. */
export type DemoPhotoRenders = Map<string, Promise<Buffer[]>>;

/**
 * Starts rendering one pair of photos per body style and colour — its left and right side,
 * in a setting that varies by kind — a few at a time. Rendering needs no service, so it can
 * start while the marketplace itself is still starting.
 */
export function renderDemoPhotos(kinds: PhotoKind[]): DemoPhotoRenders {
  const renders: DemoPhotoRenders = new Map();
  const lanes: Promise<unknown>[] = Array.from({ length: PARALLEL }, () => Promise.resolve());
  [...new Map(kinds.map((kind) => [key(kind.body, kind.paint), kind])).values()].forEach(
    (kind, index) => {
      const lane = index % PARALLEL;
      const scene = SCENES[(kind.body.length + kind.paint.length) % SCENES.length];
      const render = lanes[lane].then(() =>
        renderVehiclePhotos({ ...kind, scene, facing: 'left', width: PHOTO_WIDTH }),
      );
      // A failed render fails its kind's upload, not the lane behind it.
      lanes[lane] = render.then(
        () => undefined,
        () => undefined,
      );
      render.catch(() => undefined);
      renders.set(key(kind.body, kind.paint), render);
    },
  );
  return renders;
}

/**
 * The demo's photos, uploaded through the listings service as any seller's photos are;
 * every listing of a kind then gets its own copy of that kind's pair.
 */
export class DemoPhotoLibrary {
  private readonly pairs = new Map<string, string[]>();

  constructor(
    private readonly images: ListingImageService,
    private readonly uploader: AuthUser,
    private readonly renders: DemoPhotoRenders,
  ) {}

  /** Uploads every rendered pair; the number of photos. */
  async upload(): Promise<number> {
    const kinds = [...this.renders.keys()];
    let next = 0;
    const worker = async () => {
      while (next < kinds.length) {
        const kind = kinds[next++];
        const sides = await this.renders.get(kind)!;
        const files = sides.map((data, index) => ({
          filename: `${kind.replace(':', '-')}-${index + 1}.jpg`.toLowerCase(),
          data,
        }));
        const uploaded = await this.images.upload(this.uploader, files);
        this.pairs.set(
          kind,
          uploaded.map((image) => image.id),
        );
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    return kinds.length * 2;
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
