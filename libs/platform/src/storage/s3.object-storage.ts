import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  assertValidObjectKey,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.port.js';

/** S3 refuses a DeleteObjects request with more keys than this. */
export const S3_DELETE_BATCH = 1000;

const HEALTH_TIMEOUT_MS = 5_000;

export interface S3ObjectStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver); unset means AWS S3. */
  endpoint?: string;
  /** Bucket in the path instead of the host name, as most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** Unset: the AWS default chain (environment, shared profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

export class S3ObjectStorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'S3ObjectStorageError';
  }
}

/** Objects in an S3 bucket or any server speaking the S3 API. */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3ObjectStorageOptions) {
    this.bucket = options.bucket;
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
    };
    if (options.endpoint) {
      // The SDK's default checksums (CRC32 on every upload, checked on every download) are
      // not understood by many S3-compatible servers; they get the checksums S3 requires only.
      config.requestChecksumCalculation = 'WHEN_REQUIRED';
      config.responseChecksumValidation = 'WHEN_REQUIRED';
    }
    this.client = new S3Client(config);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidObjectKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      const body = Buffer.from((await result.Body?.transformToByteArray()) ?? new Uint8Array());
      return {
        body,
        contentType: result.ContentType ?? 'application/octet-stream',
        size: body.length,
      };
    } catch (error) {
      // Only a missing key is "no object"; a missing bucket or denied access is an error.
      if ((error as Error | undefined)?.name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertValidObjectKey);
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += S3_DELETE_BATCH) {
      const batch = unique.slice(start, start + S3_DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // S3 reports missing keys as deleted; what it lists here really failed.
      const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        const shown = failed
          .slice(0, 5)
          .map((e) => `${e.Key}: ${e.Code ?? 'error'} ${e.Message ?? ''}`.trim());
        throw new S3ObjectStorageError(
          `Could not delete ${failed.length} of ${batch.length} objects from ${this.bucket} (${shown.join('; ')})`,
        );
      }
    }
  }

  async isHealthy(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the client's connections (tests; a process simply exits). */
  destroy(): void {
    this.client.destroy();
  }
}
