import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
  PLATFORM_CONFIG,
  type PlatformConfig,
} from '@market/platform';
import type { CONTENT_FOLDERS } from './content.service.js';
import type { StoredImage } from './content-images.js';

/**
 * News covers and banner images through the object-storage port, served by the content
 * files route: each upload gets a fresh folder, so its URLs never change and cache forever.
 */
@Injectable()
export class ContentFiles {
  private readonly logger = new Logger('content');
  private readonly base: string;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.base = config.MEDIA_PUBLIC_URL
      ? `${config.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/content`
      : '/api/content/files';
  }

  /** Stores the image's files under one new prefix and returns that prefix. */
  async store(folder: (typeof CONTENT_FOLDERS)[number], image: StoredImage): Promise<string> {
    const prefix = `content/${folder}/${randomBytes(8).toString('hex')}`;
    for (const file of image.files)
      await this.storage.put(`${prefix}/${file.name}`, file.body, file.contentType);
    return prefix;
  }

  /** Best effort: a file left behind costs storage, never a broken page. */
  async remove(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.storage
      .delete(keys)
      .catch((error: unknown) =>
        this.logger.warn(`Could not delete content files: ${String(error)}`),
      );
  }

  url(key: string): string {
    return `${this.base}/${key.replace(/^content\//, '')}`;
  }
}
