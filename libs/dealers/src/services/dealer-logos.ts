import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MAX_LOGO_BYTES } from '@market/contracts';
import {
  type LogoFile,
  NotFoundError,
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_CONFIG,
  type PlatformConfig,
  processLogoImage,
} from '@market/platform';

const FOLDER = 'dealers/logos';
// .svg: logos stored before uploads were drawn to PNG.
const FILE_NAME = /^logo\.(webp|png|svg)$/;
const VERSION = /^[a-f0-9]{16}$/;

/**
 * Dealer logos (SPEC.md §5: JPG, PNG, SVG or WebP up to 5 MB), checked by their content
 * and stored through the storage port: rasters become a WebP of at most 400×160, an inert SVG
 * is drawn to a PNG (processLogoImage). Each upload gets a fresh folder, so URLs never change.
 */
@Injectable()
export class DealerLogos {
  private readonly logger = new Logger('dealers');
  private readonly base: string;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.base = config.MEDIA_PUBLIC_URL
      ? `${config.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/${FOLDER}`
      : '/api/dealers/logos';
  }

  /** Checks, converts and stores a logo; answers its public URL. */
  async store(filename: string, data: Buffer): Promise<string> {
    const file = await this.process(filename, data);
    const version = randomBytes(8).toString('hex');
    await this.storage.put(`${FOLDER}/${version}/${file.name}`, file.body, file.contentType);
    return `${this.base}/${version}/${file.name}`;
  }

  /** Whether a URL is one this service handed out (an application may only carry those). */
  isOurs(url: string): boolean {
    const key = this.keyOf(url);
    return key !== null;
  }

  /** Removes a logo we stored; failures are only logged (a stray file costs little). */
  async remove(url: string | null): Promise<void> {
    const key = url ? this.keyOf(url) : null;
    if (!key) return;
    await this.storage
      .delete([key])
      .catch((error: unknown) =>
        this.logger.warn(`Could not delete logo ${key}: ${String(error)}`),
      );
  }

  async file(version: string, name: string): Promise<{ body: Buffer; contentType: string }> {
    if (!VERSION.test(version) || !FILE_NAME.test(name)) throw new NotFoundError('File not found');
    const stored = await this.storage.get(`${FOLDER}/${version}/${name}`).catch(() => null);
    if (!stored) throw new NotFoundError('File not found');
    return stored;
  }

  private keyOf(url: string): string | null {
    if (!url.startsWith(`${this.base}/`)) return null;
    const [version, name, ...rest] = url.slice(this.base.length + 1).split('/');
    return rest.length === 0 && VERSION.test(version ?? '') && FILE_NAME.test(name ?? '')
      ? `${FOLDER}/${version}/${name}`
      : null;
  }

  private process(filename: string, data: Buffer): Promise<LogoFile> {
    return processLogoImage(filename, data, MAX_LOGO_BYTES);
  }
}
