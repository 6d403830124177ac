// The Node the apps run on: the workspace's own (the `node` devDependency, Node 22, for which
// the native addons are compiled), whatever Node started this script.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bundled = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../node_modules/.bin/node',
);

export function workspaceNode() {
  return existsSync(bundled) ? bundled : process.execPath;
}
