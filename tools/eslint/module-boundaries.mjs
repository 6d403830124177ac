// Module-boundary rule (the Nx "enforce-module-boundaries" idea, kept local because
// @nx/eslint-plugin's newest release pins Nx 23 while the workspace runs Nx 24):
//   - apps may import libs; libs never import apps;
//   - a service library (tag type:service) never imports another service library;
//   - everyone may import the shared libraries (contracts, platform).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function loadProjects() {
  const projects = new Map();
  for (const kind of ['apps', 'libs']) {
    const dir = path.join(root, kind);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      projects.set(pkg.name, { name: pkg.name, kind, dir: path.join(dir, name), tags: pkg.nx?.tags ?? [] });
    }
  }
  return projects;
}

const projects = loadProjects();

function projectOfFile(file) {
  for (const project of projects.values()) if (file.startsWith(project.dir + path.sep)) return project;
  return null;
}

function projectOfImport(source) {
  const match = /^(@market\/[a-z0-9-]+)/.exec(source);
  return match ? projects.get(match[1]) ?? null : null;
}

export const moduleBoundaries = {
  meta: { type: 'problem', messages: { violation: '{{message}}' }, schema: [] },
  create(context) {
    const from = projectOfFile(context.filename ?? context.getFilename());
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string') return;
      let target = projectOfImport(source);
      if (!target && source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), source);
        target = projectOfFile(resolved);
        if (target && target !== from) {
          return context.report({ node, messageId: 'violation', data: { message: `Import ${target.name} by its package name, not a relative path into another project` } });
        }
        return;
      }
      if (!target || target === from) return;
      if (from.kind === 'libs' && target.kind === 'apps') {
        return context.report({ node, messageId: 'violation', data: { message: `A library (${from.name}) must not import an app (${target.name})` } });
      }
      if (from.tags.includes('type:service') && target.tags.includes('type:service')) {
        return context.report({ node, messageId: 'violation', data: { message: `Service library ${from.name} must not import service library ${target.name}: use events from @market/contracts or the other service's HTTP API` } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
