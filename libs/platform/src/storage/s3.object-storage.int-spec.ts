import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import { recordSkip } from '../testing/test-env.js';
import { describeObjectStorageContract } from './object-storage.contract.js';
import {
  S3_DELETE_BATCH,
  S3ObjectStorage,
  type S3ObjectStorageOptions,
} from './s3.object-storage.js';

/** The part of s3rver (an S3 API server in this process) the tests use; it ships no types. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

const BUCKET = 'market-media-test';

interface LocalS3 {
  options: (bucket?: string) => S3ObjectStorageOptions;
  close(): Promise<void>;
}

async function startS3rver(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'market-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    options: (bucket = BUCKET) => ({
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe('S3ObjectStorage [s3rver]', () => {
  describeObjectStorageContract('contract', async () => {
    const s3 = await startS3rver();
    const storage = new S3ObjectStorage(s3.options());
    return {
      storage,
      close: async () => {
        storage.destroy();
        await s3.close();
      },
    };
  });

  describe('beyond the contract', () => {
    let s3: LocalS3;
    let storage: S3ObjectStorage;

    beforeAll(async () => {
      s3 = await startS3rver();
      storage = new S3ObjectStorage(s3.options());
    });
    afterAll(async () => {
      storage?.destroy();
      await s3?.close();
    });
    afterEach(() => jest.restoreAllMocks());

    it('is the s3 adapter', () => {
      expect(storage.kind).toBe('s3');
      expect(storage.bucket).toBe(BUCKET);
    });

    it(`deletes more keys than one request may carry, ${S3_DELETE_BATCH} per request`, async () => {
      const keys = Array.from(
        { length: S3_DELETE_BATCH + 2 },
        (_, i) => `batch/${String(i).padStart(4, '0')}.webp`,
      );
      for (let start = 0; start < keys.length; start += 50)
        await Promise.all(
          keys
            .slice(start, start + 50)
            .map((key) => storage.put(key, Buffer.from(key), 'image/webp')),
        );
      const send = jest.spyOn(S3Client.prototype, 'send');

      await storage.delete([...keys, 'batch/missing.webp']);

      const commands: unknown[] = send.mock.calls.map(([command]) => command);
      const batches = commands
        .filter(
          (command): command is DeleteObjectsCommand => command instanceof DeleteObjectsCommand,
        )
        .map((command) => command.input.Delete?.Objects?.length);
      expect(batches).toEqual([S3_DELETE_BATCH, 3]);
      for (const key of [keys[0], keys[S3_DELETE_BATCH - 1], keys[S3_DELETE_BATCH], keys.at(-1)!])
        expect(await storage.get(key)).toBeNull();
    });

    it('fails, rather than answering "no object", when the bucket does not exist', async () => {
      const missingBucket = new S3ObjectStorage(s3.options('no-such-bucket'));
      try {
        await expect(missingBucket.get('a.webp')).rejects.toThrow();
        expect(await missingBucket.isHealthy()).toBe(false);
      } finally {
        missingBucket.destroy();
      }
    });

    it('is unhealthy when the server does not answer', async () => {
      const other = await startS3rver();
      const unreachable = new S3ObjectStorage(other.options());
      await other.close();
      try {
        expect(await unreachable.isHealthy()).toBe(false);
      } finally {
        unreachable.destroy();
      }
    });
  });
});

/**
 * The same contract against a real bucket (AWS or any S3 API), when one is given:
 * S3_CONTRACT_BUCKET, with S3_REGION / S3_ENDPOINT / S3_FORCE_PATH_STYLE and the AWS
 * default credentials. Objects go under a random `contract-*` prefix and are deleted.
 */
const realBucket = process.env.S3_CONTRACT_BUCKET;
const realBucketSuite = 'S3ObjectStorage against a real bucket';
if (!realBucket) {
  recordSkip(realBucketSuite, 'S3_CONTRACT_BUCKET is not set');
  describe.skip(`${realBucketSuite} (skipped: set S3_CONTRACT_BUCKET, and S3_REGION/S3_ENDPOINT if needed, to run it)`, () => {
    it('runs the object-storage contract against S3_CONTRACT_BUCKET', () => undefined);
  });
} else {
  describeObjectStorageContract(`${realBucketSuite} [${realBucket}]`, async () => {
    const storage = new S3ObjectStorage({
      bucket: realBucket,
      region: process.env.S3_REGION || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT || undefined,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    });
    return { storage, close: async () => storage.destroy() };
  });
}
