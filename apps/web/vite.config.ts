import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { leanContracts } from './build/lean-contracts';
import { precompress } from './build/precompress';
import { spaRoutes } from './build/spa-routes';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The SPA is written against React's API but runs on Preact's compatibility layer
 * (docs/performance.md, "Preact in place of React"): these names resolve to preact/compat for
 * our code and for the libraries (react-router, TanStack Query, react-hook-form) alike, in the
 * browser build and in the server renderer. Exact names only: `react-router` stays itself.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * react-router's package exports only its development build (invariants, warnings, dev-only
 * checks); its production build sits beside it. Builds use that one: smaller, and less work
 * while a page hydrates (docs/performance.md). `vite` (the dev server) keeps the exports.
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const routerProduction = [
  {
    find: /^react-router$/,
    replacement: join(routerDist, 'index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: join(routerDist, 'dom-export.mjs'),
  },
];

// The gateway; override with API_PROXY_TARGET when it listens elsewhere.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig(({ command, isSsrBuild }) => ({
  root: here('./'),
  plugins: [
    leanContracts(here('../../libs/contracts/src')),
    spaRoutes(),
    compileHints({ skip: /^contracts$/ }),
    precompress(),
  ],
  // JSX compiles to `react/jsx-runtime` calls, which the aliases above hand to Preact.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      ...preactCompat,
      ...(command === 'build' ? routerProduction : []),
      {
        find: '@market/contracts/errors',
        replacement: here('../../libs/contracts/src/errors/error-catalogue.ts'),
      },
      { find: '@market/contracts', replacement: here('../../libs/contracts/src/index.ts') },
    ],
    dedupe: ['preact'],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The server renderer (src/entry-server.tsx → dist/.ssr, a dot folder the static files
  // never serve) carries its libraries: the gateway image has no Preact of its own.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: here('./dist/.ssr'),
        emptyOutDir: false,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: here('./dist'),
        emptyOutDir: true,
        sourcemap: true,
        // dist/.vite/manifest.json: the edge finds a server-rendered page's stylesheets there.
        manifest: true,
        rolldownOptions: {
          output: {
            // Route pages are React.lazy chunks; these groups keep the long-lived libraries
            // in their own cacheable files and zod (forms only) out of the first load.
            codeSplitting: {
              groups: [
                {
                  // Preact (as React) and the router: read by every page, changed rarely.
                  name: 'framework',
                  test: /node_modules[\\/](preact|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                {
                  // Read on every page (an ApiError's code); without a group of its own the
                  // catalogue lands in the zod chunk below, which would then load first.
                  name: 'error-catalogue',
                  test: /libs[\\/]contracts[\\/]src[\\/]errors[\\/]/,
                  priority: 15,
                },
                {
                  name: 'contracts',
                  // The error catalogue has no zod and is read on every page: not in this group.
                  test: /node_modules[\\/]zod[\\/]|libs[\\/]contracts[\\/]src[\\/](?!errors[\\/])/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));
