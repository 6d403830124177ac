/* eslint-disable @typescript-eslint/no-require-imports -- Nx loads local plugins as CommonJS */
// Infers the per-project targets every library and app of the workspace shares, so that
// `nx affected -t test lint typecheck` works and a new project gets them without copying:
//   test       its unit specs (jest, the unit tier of jest.config.mjs, limited to the project)
//   test-int   its integration specs (real PostgreSQL/Redis through DATABASE_URL/REDIS_URL)
//   lint       eslint over the project
//   typecheck  tsc over the project's sources (tools/nx/typecheck-project.mjs)
//   migrate    the service's migrations (apps with a src/migrate.ts)
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const jest = (tier, root) => ({
  command: `node --experimental-vm-modules node_modules/.bin/jest -c jest.config.mjs --passWithNoTests ${tier === 'unit' ? '' : '-i '}${root}/`,
  options: { cwd: '{workspaceRoot}', env: { JEST_TIER: tier } },
  cache: tier === 'unit',
  inputs: ['default', '^production'],
});

module.exports.createNodesV2 = [
  '{libs,apps}/*/package.json',
  (files, _options, context) =>
    files.map((file) => {
      const root = path.dirname(file);
      const scripts =
        JSON.parse(readFileSync(path.join(context.workspaceRoot, file), 'utf8')).scripts ?? {};
      const targets = {
        test: jest('unit', root),
        'test-int': jest('int', root),
        lint: {
          command: `eslint ${root}`,
          options: { cwd: '{workspaceRoot}' },
          cache: true,
          inputs: ['default', '{workspaceRoot}/eslint.config.mjs'],
        },
        typecheck: {
          command: `node tools/nx/typecheck-project.mjs ${root}`,
          options: { cwd: '{workspaceRoot}' },
          cache: true,
          inputs: ['default', '^production'],
        },
      };
      // A project's own script wins (apps/web type-checks its two tsconfigs itself).
      if (scripts.typecheck) delete targets.typecheck;
      if (existsSync(path.join(context.workspaceRoot, root, 'src', 'migrate.ts'))) {
        targets.migrate = {
          command: `node ${root}/dist/migrate.js`,
          options: { cwd: '{workspaceRoot}' },
          dependsOn: ['build'],
        };
      }
      return [file, { projects: { [root]: { targets } } }];
    }),
];
