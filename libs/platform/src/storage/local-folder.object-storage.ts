import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidObjectKey,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.port.js';

/**
 * Suffixes with a character keys cannot contain (`~`), so no key ever names a sidecar or
 * a temporary file of another key.
 */
const META_SUFFIX = '~meta.json';
const TEMP_SUFFIX = '~tmp';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

interface ObjectMeta {
  contentType: string;
}

/**
 * Objects as plain files under a folder (embedded mode: `<DATA_DIR>/media`), so they can be
 * looked at, backed up or synced to a bucket as they are. The content type sits beside
 * each file in `<file>~meta.json`.
 *
 * Every file is written to a temporary name and renamed into place, so a reader sees the
 * old or the new bytes, never a part. The sidecar is renamed first and the body last; a
 * reader racing a replace that changes the content type may see the new type with the
 * old bytes for that instant (keys here are written once per image version, so it does
 * not happen in practice). A key cannot also be the folder of other keys (`a` and `a/b`),
 * which S3 would allow.
 */
export class LocalFolderObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    const meta: ObjectMeta = { contentType };
    try {
      await this.writeBoth(file, body, meta);
    } catch (error) {
      // A delete of the folder's last object may have removed the folder meanwhile.
      if (errorCode(error) !== 'ENOENT') throw error;
      await this.writeBoth(file, body, meta);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { body, contentType: await this.contentTypeOf(file), size: body.length };
  }

  async delete(keys: string[]): Promise<void> {
    const files = keys.map((key) => this.fileOf(key));
    for (const file of files) {
      await removeIfPresent(file);
      await removeIfPresent(file + META_SUFFIX);
    }
    for (const folder of new Set(files.map((file) => path.dirname(file))))
      await this.pruneEmptyFolders(folder);
  }

  async isHealthy(): Promise<boolean> {
    const probe = path.join(this.root, `.health-${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      await writeFile(probe, '');
      await unlink(probe);
      return true;
    } catch {
      await rm(probe, { force: true }).catch(() => undefined);
      return false;
    }
  }

  /** The key was validated, so the file is under the root; checked again as a second lock. */
  private fileOf(key: string): string {
    assertValidObjectKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep))
      throw new Error(`Object key resolves outside the storage root: ${key}`);
    return file;
  }

  private async writeBoth(file: string, body: Buffer, meta: ObjectMeta): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file + META_SUFFIX, JSON.stringify(meta));
    await writeAtomically(file, body);
  }

  private async contentTypeOf(file: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(file + META_SUFFIX, 'utf8')) as Partial<ObjectMeta>;
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch {
      // A file copied in by hand has no sidecar; it is still served.
      return DEFAULT_CONTENT_TYPE;
    }
  }

  /** Removes the folders a delete emptied, up to (not including) the root. */
  private async pruneEmptyFolders(folder: string): Promise<void> {
    for (
      let current = folder;
      current.startsWith(this.root + path.sep);
      current = path.dirname(current)
    ) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty, already gone, or in use: leave it and its parents
      }
    }
  }
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

async function removeIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** No such file, or a folder of other keys where a file was looked for (and the reverse). */
function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
