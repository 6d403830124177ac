import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverServices, MissingBuildError } from './services.mjs';

/** A workspace with a built routing table naming `services`, and the given apps built. */
function workspace(services: string[], built: string[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'runner-services-'));
  const routes = path.join(root, 'libs/platform/dist/gateway');
  mkdirSync(routes, { recursive: true });
  writeFileSync(path.join(root, 'libs/platform/package.json'), '{"type":"module"}');
  writeFileSync(
    path.join(routes, 'service-routes.js'),
    `export const SERVICE_ROUTES = ${JSON.stringify(Object.fromEntries(services.map((s) => [s, [`/api/${s}`]])))};
     export function serviceUrlVariable(service) { return service.toUpperCase() + '_URL'; }`,
  );
  for (const app of built) {
    mkdirSync(path.join(root, 'apps', app, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'apps', app, 'dist', 'main.js'), '');
  }
  return root;
}

describe('discoverServices', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('runs every service of the routing table, a new one included, and the gateway', async () => {
    const root = workspace(['identity', 'dealers'], ['identity', 'dealers', 'gateway']);
    roots.push(root);
    const { services, gateway } = await discoverServices(root);
    expect(services).toEqual([
      {
        name: 'identity',
        entry: path.join(root, 'apps/identity/dist/main.js'),
        urlVariable: 'IDENTITY_URL',
      },
      {
        name: 'dealers',
        entry: path.join(root, 'apps/dealers/dist/main.js'),
        urlVariable: 'DEALERS_URL',
      },
    ]);
    expect(gateway.entry).toBe(path.join(root, 'apps/gateway/dist/main.js'));
  });

  it('names what is not built and says to build', async () => {
    const root = workspace(['identity', 'dealers'], ['identity', 'gateway']);
    roots.push(root);
    const failure = discoverServices(root);
    await expect(failure).rejects.toBeInstanceOf(MissingBuildError);
    await expect(failure).rejects.toThrow(
      'Not built: apps/dealers/dist/main.js. Run `npm run build` first.',
    );
  });

  it('says to build when the platform is not built', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'runner-services-'));
    roots.push(root);
    await expect(discoverServices(root)).rejects.toThrow('run `npm run build` first');
  });
});
