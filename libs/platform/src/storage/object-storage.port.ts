/** One stored object as read back: the bytes and the content type it was stored with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
}

/**
 * The object-storage port (listing photos, logos, hero images). Adapters: a local folder
 * (embedded mode, `<DATA_DIR>/media`) and S3 or any S3 API (`S3_BUCKET` set). Both pass
 * `describeObjectStorageContract`.
 *
 * Keys are paths such as `listings/<uuid>/<variant>.webp` and are checked by
 * `assertValidObjectKey` before any adapter touches them.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Creates or replaces the object; readers see either the old or the new object, never a part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** `null` when there is no object under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes every key given; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
  /** For health checks: the folder is writable / the bucket answers. */
  isHealthy(): Promise<boolean>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** S3 allows 1,024 bytes; the key alphabet below is ASCII, so characters are bytes. */
export const MAX_OBJECT_KEY_LENGTH = 1024;

const KEY_ALPHABET = /^[A-Za-z0-9._/-]+$/;

export class InvalidObjectKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid object key ${JSON.stringify(shorten(key))}: ${reason}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/**
 * Refuses keys that could escape the storage root of the local folder or mean different
 * objects on the two adapters: `..`, a leading `/`, backslashes, empty or `.` segments,
 * and anything outside `[A-Za-z0-9._/-]`.
 */
export function assertValidObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0)
    throw new InvalidObjectKeyError(String(key ?? ''), 'a key must not be empty');
  if (key.length > MAX_OBJECT_KEY_LENGTH)
    throw new InvalidObjectKeyError(key, `a key is at most ${MAX_OBJECT_KEY_LENGTH} characters`);
  if (key.includes('\\')) throw new InvalidObjectKeyError(key, 'backslashes are not allowed');
  if (key.startsWith('/')) throw new InvalidObjectKeyError(key, 'a key must not start with "/"');
  if (key.includes('..')) throw new InvalidObjectKeyError(key, '".." is not allowed');
  if (!KEY_ALPHABET.test(key))
    throw new InvalidObjectKeyError(key, 'only letters, digits and . _ / - are allowed');
  if (key.split('/').some((segment) => segment === '' || segment === '.'))
    throw new InvalidObjectKeyError(key, 'empty or "." path segments are not allowed');
}

function shorten(key: string): string {
  return key.length > 120 ? `${key.slice(0, 117)}...` : key;
}
