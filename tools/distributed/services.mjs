// Which processes the distributed mode runs, read from the build: every service the
// gateway's routing table names (libs/platform/src/gateway/service-routes.ts), each
// started from apps/<service>/dist/main.js, and the gateway. A new service needs its row
// in that table and its app; the runner needs no change.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export class MissingBuildError extends Error {}

const ROUTES_MODULE = 'libs/platform/dist/gateway/service-routes.js';

/** `[{ name, entry, urlVariable }]` for every service, then the gateway's entry. */
export async function discoverServices(root = repoRoot) {
  const routesFile = path.join(root, ROUTES_MODULE);
  if (!existsSync(routesFile)) {
    throw new MissingBuildError(`${ROUTES_MODULE} is missing: run \`npm run build\` first.`);
  }
  const { SERVICE_ROUTES, serviceUrlVariable } = await import(pathToFileURL(routesFile).href);
  const services = Object.keys(SERVICE_ROUTES).map((name) => ({
    name,
    entry: path.join(root, 'apps', name, 'dist', 'main.js'),
    urlVariable: serviceUrlVariable(name),
  }));
  const gateway = { name: 'gateway', entry: path.join(root, 'apps', 'gateway', 'dist', 'main.js') };
  const missing = [...services, gateway].filter((app) => !existsSync(app.entry));
  if (missing.length) {
    throw new MissingBuildError(
      `Not built: ${missing.map((app) => path.relative(root, app.entry)).join(', ')}. Run \`npm run build\` first.`,
    );
  }
  return { services, gateway };
}

/** A module of the built platform library, whose helpers the runner shares (after `discoverServices` checked the build). */
export function importPlatform(relative, root = repoRoot) {
  return import(pathToFileURL(path.join(root, 'libs/platform/dist', relative)).href);
}
