import path from 'node:path';
import { loadPlatformConfig } from '../config/platform-config.js';
import { createObjectStorage } from './create-object-storage.js';
import { LocalFolderObjectStorage } from './local-folder.object-storage.js';
import { S3ObjectStorage } from './s3.object-storage.js';

describe('createObjectStorage', () => {
  it('keeps files in <DATA_DIR>/media when no bucket is configured', () => {
    const storage = createObjectStorage(
      loadPlatformConfig({ DATA_DIR: './some/data', S3_BUCKET: '' }),
    );
    expect(storage).toBeInstanceOf(LocalFolderObjectStorage);
    expect(storage.kind).toBe('local');
    expect((storage as LocalFolderObjectStorage).root).toBe(path.resolve('some/data/media'));
  });

  it('uses the bucket when S3_BUCKET is set', () => {
    const storage = createObjectStorage(
      loadPlatformConfig({
        S3_BUCKET: 'wheelbase-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(storage).toBeInstanceOf(S3ObjectStorage);
    expect(storage.kind).toBe('s3');
    expect((storage as S3ObjectStorage).bucket).toBe('wheelbase-media');
    (storage as S3ObjectStorage).destroy();
  });
});

describe('storage configuration', () => {
  it('defaults to no bucket, us-east-1, virtual-host style and the media route', () => {
    const config = loadPlatformConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(config.MEDIA_PUBLIC_URL).toBeUndefined();
  });

  it('treats the empty values of .env.example as not set', () => {
    const config = loadPlatformConfig({
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      MEDIA_PUBLIC_URL: '',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.MEDIA_PUBLIC_URL).toBeUndefined();
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads the values given', () => {
    const config = loadPlatformConfig({
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://cdn.wheelbase.example/media',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: true,
      MEDIA_PUBLIC_URL: 'https://cdn.wheelbase.example/media',
    });
  });

  it('refuses an endpoint or media URL that is not http(s), and a flag that is not a boolean', () => {
    expect(() => loadPlatformConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be a http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadPlatformConfig({ MEDIA_PUBLIC_URL: 'cdn.example' })).toThrow(
      /MEDIA_PUBLIC_URL/,
    );
    expect(() => loadPlatformConfig({ S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });
});
