import path from 'node:path';
import type { PlatformConfig } from '../config/platform-config.js';
import { LocalFolderObjectStorage } from './local-folder.object-storage.js';
import type { ObjectStorage } from './object-storage.port.js';
import { S3ObjectStorage } from './s3.object-storage.js';

export type ObjectStorageConfig = Pick<
  PlatformConfig,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'DATA_DIR'
>;

/**
 * The one place the storage adapter is chosen: the bucket when `S3_BUCKET` is set
 * (credentials from the AWS default chain), else `<DATA_DIR>/media`.
 */
export function createObjectStorage(config: ObjectStorageConfig): ObjectStorage {
  if (config.S3_BUCKET) {
    return new S3ObjectStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalFolderObjectStorage(path.resolve(config.DATA_DIR, 'media'));
}
