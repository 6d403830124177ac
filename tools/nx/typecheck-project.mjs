#!/usr/bin/env node
// Type-checks one workspace project (the `typecheck` target of tools/nx/workspace-targets.cjs):
// a throw-away tsconfig that extends the root one and includes only that project's sources
// (what it imports from other projects is checked as far as it is used). A project with a
// `typecheck` script of its own (apps/web) keeps it.
// Usage: node tools/nx/typecheck-project.mjs libs/content
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.argv[2];
if (!root) {
  console.error('Usage: node tools/nx/typecheck-project.mjs <project root>');
  process.exit(2);
}
const workspace = process.cwd();
const tsc = path.join(workspace, 'node_modules', '.bin', 'tsc');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
const config = path.join(scratch, 'tsconfig.json');
writeFileSync(
  config,
  JSON.stringify({
    extends: path.join(workspace, 'tsconfig.json'),
    compilerOptions: { typeRoots: [path.join(workspace, 'node_modules', '@types')] },
    include: [path.join(workspace, root, 'src', '**', '*.ts')],
    exclude: [path.join(workspace, '**', 'dist', '**'), path.join(workspace, 'node_modules')],
  }),
);
const result = spawnSync(tsc, ['-p', config, '--noEmit'], { stdio: 'inherit' });
rmSync(scratch, { recursive: true, force: true });
process.exit(result.status ?? 1);
