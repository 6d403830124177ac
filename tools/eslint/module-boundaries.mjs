// Module-boundary rule (the Nx "enforce-module-boundaries" idea, kept local because
// @nx/eslint-plugin's newest release pins Nx 23 while the workspace runs Nx 24):
//   - apps may import libs; libs never import apps;
//   - a service library (tag type:service) never imports another service library;
//   - everyone may import the shared libraries (contracts, platform);
//   - in the SPA (apps/web/src), a feature is reached only through its public index.ts
//     (`features/<name>`), features never import pages or the app shell, and the design
//     system (ui/) and lib/ never import a feature.
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
      projects.set(pkg.name, {
        name: pkg.name,
        kind,
        dir: path.join(dir, name),
        tags: pkg.nx?.tags ?? [],
      });
    }
  }
  return projects;
}

const projects = loadProjects();

function projectOfFile(file) {
  for (const project of projects.values())
    if (file.startsWith(project.dir + path.sep)) return project;
  return null;
}

function projectOfImport(source) {
  const match = /^(@market\/[a-z0-9-]+)/.exec(source);
  return match ? (projects.get(match[1]) ?? null) : null;
}

const webSrc = path.join(root, 'apps/web/src');

/** Where a file of the SPA sits: a feature (with its name), ui, lib, pages or app. */
function webArea(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? { top, feature: name } : { top };
}

/** The SPA's own rules for a relative import from `file` resolving to `target`. */
function webViolation(file, target) {
  const from = webArea(file);
  const to = webArea(target);
  if (!from || !to) return null;
  if (to.top === 'features' && from.feature !== to.feature) {
    const entry = path.join(webSrc, 'features', to.feature);
    if (target !== entry && target !== path.join(entry, 'index')) {
      return `Import the ${to.feature} feature through its public index ('features/${to.feature}'), not its files`;
    }
    if (from.top === 'ui' || from.top === 'lib') {
      return `The design system and lib/ must not import a feature (${to.feature})`;
    }
  }
  if (from.top === 'features' && (to.top === 'pages' || to.top === 'app')) {
    return `A feature must not import ${to.top}/ (pages compose features, not the other way round)`;
  }
  return null;
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
          return context.report({
            node,
            messageId: 'violation',
            data: {
              message: `Import ${target.name} by its package name, not a relative path into another project`,
            },
          });
        }
        const web = webViolation(context.filename, resolved.replace(/\.(tsx?|jsx?)$/, ''));
        if (web) context.report({ node, messageId: 'violation', data: { message: web } });
        return;
      }
      if (!target || target === from) return;
      if (from.kind === 'libs' && target.kind === 'apps') {
        return context.report({
          node,
          messageId: 'violation',
          data: { message: `A library (${from.name}) must not import an app (${target.name})` },
        });
      }
      if (from.tags.includes('type:service') && target.tags.includes('type:service')) {
        return context.report({
          node,
          messageId: 'violation',
          data: {
            message: `Service library ${from.name} must not import service library ${target.name}: use events from @market/contracts or the other service's HTTP API`,
          },
        });
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
