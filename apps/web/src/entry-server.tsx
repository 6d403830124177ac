/**
 * The server renderer of the public pages (docs/public-pages.md): the gateway edge imports
 * the build of this file (dist/.ssr/entry-server.js) and calls `render` for a public page.
 *
 * The page renders with the SPA's own components and queries: a render records the queries
 * the page asks for, they are fetched from the site's API, and the page renders again with
 * the answers, until no page part asks for more. The HTML and the answers (dehydrated)
 * go to the browser, which hydrates the markup with the same cache, so nothing is asked twice.
 *
 * The SPA runs on Preact's React compatibility layer (vite.config.ts aliases `react` and
 * `react-dom` to preact/compat), so the markup comes from preact-render-to-string: the same
 * library the browser hydrates with (main.tsx). Its async renderer waits for lazy pages.
 */
import type { ReactNode } from 'react';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router-dom';
import { AppTree } from './app/App';
import { pageSource } from './app/AppRoutes';
import { setServerApi } from './lib/api';
import { setServerOrigin } from './lib/location';

export { SERVER_STATE_ID } from './serverState';

export interface ServerRenderInput {
  /** The page's absolute URL (the site's public address and the path and query). */
  url: string;
  /** Where the site's API answers from this process (loopback), and the headers those reads carry. */
  apiOrigin: string;
  apiHeaders?: Record<string, string>;
  signal: AbortSignal;
}

export interface ServerRenderOutput {
  /** #root's markup. */
  html: string;
  /** TanStack Query's dehydrated cache, for `hydrate` in the browser. */
  state: unknown;
  passes: number;
  /** The page's source file, the build manifest's key for its chunk (stylesheets, scripts). */
  page: string | null;
}

/** A page whose parts keep asking for more after this many renders is not rendered here. */
const MAX_PASSES = 4;

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
}

type PreactNode = Parameters<typeof renderToStringAsync>[0];

async function renderOnce(client: QueryClient, url: URL): Promise<string> {
  const location = url.pathname + url.search;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  // The element is Preact's once the aliases apply; its type here is React's.
  const page = <AppTree queryClient={client} router={Router} />;
  return renderToStringAsync(page as unknown as PreactNode);
}

/**
 * Renders one page; null when it cannot be rendered faithfully (a query failed, or the page
 * keeps asking): the caller then answers the page's HTML without it.
 */
export async function render(input: ServerRenderInput): Promise<ServerRenderOutput | null> {
  const url = new URL(input.url);
  // The same for every page of this process (renders overlap; nothing per request here).
  setServerApi(input.apiOrigin, input.apiHeaders);
  setServerOrigin(url.origin);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  try {
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      if (input.signal.aborted) return null;
      let html: string;
      try {
        html = await renderOnce(client, url);
      } catch (error) {
        // A part that throws while rendering: the browser renders the page itself.
        if ((globalThis as { SSR_DEBUG?: boolean }).SSR_DEBUG) console.error('SSR', error);
        return null;
      }
      const queries = client.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === 'error')) return null;
      const missing = queries.filter(
        (query) =>
          query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query),
      );
      if (missing.length === 0) {
        return { html, state: dehydrate(client), passes: pass, page: pageSource(url.pathname) };
      }
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
      if (input.signal.aborted) return null;
    }
    return null;
  } finally {
    client.clear();
  }
}
