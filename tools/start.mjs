#!/usr/bin/env node
// `npm start`: builds what changed (Nx caches the rest) and runs the embedded marketplace.
import { spawn, spawnSync } from 'node:child_process';
import { workspaceNode } from './workspace-node.mjs';

const build = spawnSync(
  'node_modules/.bin/nx',
  [
    'run-many',
    '-t',
    'build',
    '--projects=@market/marketplace-app,@market/web',
    '--output-style=stream-without-prefixes',
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  },
);
if (build.status !== 0) {
  console.error('\nThe build failed; see above.');
  process.exit(build.status ?? 1);
}
const child = spawn(workspaceNode(), ['apps/marketplace/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
