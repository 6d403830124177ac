import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/spa-routes.json: every route path the SPA declares (`path="…"` in
 * src/app/AppRoutes.tsx and its `*_PATHS` lists), so the server answers 404 (with noindex) for a path no page has while the SPA
 * still shows its friendly page. A route added to that file is known at the next build.
 */
export function spaRoutes(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'wheelbase-spa-routes',
    // The browser build only: the server renderer's build (vite build --ssr) writes nothing here.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const routes = new Set<string>(['/']);
      for (const file of ['src/app/AppRoutes.tsx']) {
        const source = readFileSync(path.join(root, file), 'utf8');
        for (const match of source.matchAll(/\bpath\s*[=:]\s*["'`]([^"'`]+)["'`]/g))
          routes.add(match[1]);
        for (const list of source.matchAll(/_PATHS\s*=\s*\[([^\]]*)\]/g))
          for (const item of list[1].matchAll(/["'`]([^"'`]+)["'`]/g)) routes.add(item[1]);
      }
      routes.delete('*');
      writeFileSync(
        path.join(outDir, 'spa-routes.json'),
        `${JSON.stringify([...routes].sort(), null, 1)}\n`,
      );
    },
  };
}
