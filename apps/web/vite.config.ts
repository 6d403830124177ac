import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanContracts } from './build/lean-contracts';
import { precompress } from './build/precompress';
import { spaRoutes } from './build/spa-routes';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The gateway; override with API_PROXY_TARGET when it listens elsewhere.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./'),
  plugins: [leanContracts(here('../../libs/contracts/src')), react(), spaRoutes(), precompress()],
  resolve: {
    alias: {
      '@market/contracts/errors': here('../../libs/contracts/src/errors/error-catalogue.ts'),
      '@market/contracts': here('../../libs/contracts/src/index.ts'),
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The server renderer (src/entry-server.tsx → dist/.ssr, a dot folder the static files
  // never serve) carries its libraries: the gateway image has no React of its own.
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
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
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
