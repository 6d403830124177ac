import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalFolderObjectStorage } from './local-folder.object-storage.js';
import { describeObjectStorageContract } from './object-storage.contract.js';

const tempFolders: string[] = [];

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'market-storage-'));
  tempFolders.push(folder);
  return folder;
}

afterAll(async () => {
  for (const folder of tempFolders) await rm(folder, { recursive: true, force: true });
});

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeObjectStorageContract('LocalFolderObjectStorage contract', async () => ({
  // A root that does not exist yet: the adapter creates it on first write.
  storage: new LocalFolderObjectStorage(path.join(await tempFolder(), 'media')),
  close: async () => undefined,
}));

describe('LocalFolderObjectStorage', () => {
  let root: string;
  let storage: LocalFolderObjectStorage;

  beforeEach(async () => {
    root = path.join(await tempFolder(), 'media');
    storage = new LocalFolderObjectStorage(root);
  });

  it('is the local adapter, rooted at an absolute path', () => {
    expect(storage.kind).toBe('local');
    expect(new LocalFolderObjectStorage('relative/media').root).toBe(
      path.resolve('relative/media'),
    );
  });

  it('keeps each object as a plain file at its key, with its content type beside it and no temporary files', async () => {
    const body = randomBytes(2048);
    await storage.put('listings/abc/v1/full.webp', body, 'image/webp');

    expect(await readFile(path.join(root, 'listings/abc/v1/full.webp'))).toEqual(body);
    expect(await filesUnder(root)).toEqual([
      'listings/abc/v1/full.webp',
      'listings/abc/v1/full.webp~meta.json',
    ]);
  });

  it('serves a file put in the folder by hand, as bytes of unknown type', async () => {
    await storage.put('hand/placeholder.webp', Buffer.from('x'), 'image/webp');
    await writeFile(path.join(root, 'hand/copied.png'), Buffer.from('png bytes'));

    const stored = await storage.get('hand/copied.png');
    expect(stored?.body.toString()).toBe('png bytes');
    expect(stored?.contentType).toBe('application/octet-stream');
  });

  it('removes the folders a delete empties, never the root', async () => {
    await storage.put('listings/a/v1/full.webp', Buffer.from('a'), 'image/webp');
    await storage.put('listings/a/v1/card.webp', Buffer.from('a'), 'image/webp');
    await storage.put('listings/b/v1/full.webp', Buffer.from('b'), 'image/webp');

    await storage.delete(['listings/a/v1/full.webp', 'listings/a/v1/card.webp']);
    expect(existsSync(path.join(root, 'listings/a'))).toBe(false);
    expect(await filesUnder(root)).toEqual([
      'listings/b/v1/full.webp',
      'listings/b/v1/full.webp~meta.json',
    ]);

    await storage.delete(['listings/b/v1/full.webp']);
    expect(await readdir(root)).toEqual([]);
  });

  it('never lets a reader see a partly written object while writers replace it', async () => {
    // Several chunks each (Node writes files 512 KiB at a time), so a torn write would show.
    const versions = Array.from({ length: 6 }, () => randomBytes(3 * 1024 * 1024));
    const key = 'race/full.webp';
    await storage.put(key, versions[0], 'image/webp');

    let writersDone = false;
    const reads: Buffer[] = [];
    const writing = (async () => {
      try {
        for (let round = 0; round < 3; round++)
          await Promise.all(versions.map((version) => storage.put(key, version, 'image/webp')));
      } finally {
        writersDone = true;
      }
    })();
    const reader = async () => {
      while (!writersDone) {
        const stored = await storage.get(key);
        if (stored) reads.push(stored.body);
      }
    };
    await Promise.all([writing, reader(), reader()]);

    expect(reads.length).toBeGreaterThan(0);
    const torn = reads.filter((read) => !versions.some((version) => version.equals(read)));
    expect(torn.map((read) => read.length)).toEqual([]);
    expect((await filesUnder(root)).filter((file) => file.includes('~tmp'))).toEqual([]);
  });

  it('is unhealthy when its root cannot be a folder', async () => {
    const parent = await tempFolder();
    await writeFile(path.join(parent, 'media'), 'a file where the folder should be');
    const broken = new LocalFolderObjectStorage(path.join(parent, 'media'));

    expect(await broken.isHealthy()).toBe(false);
    await expect(broken.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('creates its root when checking health and leaves no probe behind', async () => {
    expect(existsSync(root)).toBe(false);
    expect(await storage.isHealthy()).toBe(true);
    expect(await readdir(root)).toEqual([]);
  });
});
