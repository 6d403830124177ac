import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SITEMAP_URLS_PER_FILE } from '@market/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformRuntime } from '../../runtime/platform-runtime.js';
import { renderPageHtml, type RenderedPage } from './page-html.js';
import { compilePattern, type ApiReader, type PageContext } from './public-page.js';
import { PUBLIC_PAGES } from './public-pages.js';
import { RenderedPageCache, renderedPageKey } from './rendered-page-cache.js';
import { listingSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemaps.js';

/** Marks the edge's own API reads (a per-process secret), which the rate limits do not count. */
const EDGE_RENDER_HEADER = 'x-edge-render';
const EDGE_RENDER_TOKEN = randomBytes(16).toString('hex');

/** How long one of the edge's API reads may take, and a render that no visitor waits for any more. */
const BACKGROUND_LIMIT_MS = 3_000;

export function isEdgeRender(request: FastifyRequest): boolean {
  return request.headers[EDGE_RENDER_HEADER] === EDGE_RENDER_TOKEN;
}

/** The SPA's route patterns, written by the build (apps/web/build/spa-routes.ts) as spa-routes.json. */
function loadSpaRoutes(webDir: string): ((path: string) => boolean) | null {
  const file = path.join(webDir, 'spa-routes.json');
  if (!existsSync(file)) return null;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const patterns = routes.map((p) => compilePattern(`/${p.replace(/^\//, '')}`));
  // Nested routes (children declared with relative paths) live under a known first segment.
  const sections = new Set(
    routes.map((p) => p.replace(/^\//, '').split('/')[0]).filter((s) => s && !s.startsWith(':')),
  );
  return (requestPath) =>
    patterns.some((match) => match(requestPath) !== null) ||
    sections.has(requestPath.split('/')[1] ?? '');
}

/** The SPA's server renderer: apps/web/src/entry-server.tsx, built to <webDir>/.ssr/. */
interface ServerRenderer {
  SERVER_STATE_ID: string;
  render(input: {
    url: string;
    apiOrigin: string;
    apiHeaders?: Record<string, string>;
    signal: AbortSignal;
  }): Promise<{ html: string; state: unknown; passes: number; page: string | null } | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The head of a page the SPA rendered: the entry's stylesheet link of index.html and those of
 * the page's chunk (from the browser build's manifest, dist/.vite: its stylesheets and
 * those of the chunks it imports) as inline `<style>` elements, so the server's markup is
 * styled at the first paint without waiting for more requests (on a slow phone network
 * each one is a round trip; the whole CSS of a page is ~20 KiB, ~5 KiB compressed), and a
 * modulepreload of its scripts.
 *
 * Each inlined file also gets a `disabled` stylesheet link of its own address: a disabled
 * link is never fetched (HTML's link processing skips it), but Vite's loader of lazy chunks
 * counts the stylesheets already linked before it adds one. Without it, hydrating the page
 * linked every inlined file again: five more downloads, then the whole page's style and
 * layout worked out again when they arrived (~45 ms of main thread on /listings).
 */
function loadChunkHead(
  webDir: string,
  template: string,
): { links: (source: string | null) => string; template: string } {
  const file = path.join(webDir, '.vite', 'manifest.json');
  const styles = new Map<string, string>();
  /** `<style>` with the file's rules, or the link when the file is not there. */
  const inline = (href: string) => {
    let tag = styles.get(href);
    if (tag === undefined) {
      const css = path.join(webDir, href);
      tag =
        existsSync(css) && path.resolve(css).startsWith(path.resolve(webDir) + path.sep)
          ? `<style data-href="/${href}">${readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` +
            `<link rel="stylesheet" href="/${href}" disabled>`
          : `<link rel="stylesheet" crossorigin href="/${href}">`;
      styles.set(href, tag);
    }
    return tag;
  };
  const inlinedTemplate = template.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_tag, href: string) => inline(href),
  );
  if (!existsSync(file)) return { links: () => '', template: inlinedTemplate };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const cache = new Map<string, string>();
  const links = (source: string | null) => {
    if (!source || !manifest[source]) return '';
    let links = cache.get(source);
    if (links === undefined) {
      const css = new Set<string>();
      const scripts = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || scripts.has(chunk.file)) return;
        scripts.add(chunk.file);
        for (const sheet of chunk.css ?? []) css.add(sheet);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(source);
      // What index.html links already (the entry's) stays where it is, first.
      const fresh = (href: string) => !template.includes(`/${href}"`);
      links =
        [...css].filter(fresh).map(inline).join('') +
        [...scripts]
          .filter(fresh)
          .map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`)
          .join('');
      cache.set(source, links);
    }
    return links;
  };
  return { links, template: inlinedTemplate };
}

/** The build's renderer, or null when the build has none (or it does not load). */
async function loadRenderer(webDir: string, log: FastifyInstance['log']) {
  const file = path.join(webDir, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderer;
  } catch (error) {
    log.warn(
      { err: error },
      'the SPA server renderer did not load; public pages keep their summary',
    );
    return null;
  }
}

/** A visitor with a session (the readable marker beside the refresh cookie) gets the SPA's own start. */
const hasSessionMarker = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith('wb_session='));

/**
 * Public pages with no head of their own in PUBLIC_PAGES that the SPA still renders on the
 * server (the directories and the content pages); they keep the site's default head.
 */
const REACT_ONLY_PAGES = [
  '/dealers',
  '/sales-reps',
  '/news',
  '/news/:id',
  '/reviews',
  '/faq',
  '/terms-of-use',
  '/privacy-policy',
  '/financing',
].map(compilePattern);

/** The SPA's server render of a page as the edge keeps it (RenderedPageCache): the state already serialised. */
interface SpaRender {
  html: string;
  /** The dehydrated answers as the page's JSON script holds them. */
  stateJson: string;
  passes: number;
  page: string | null;
  id: string;
  ms: number;
}

const NOT_FOUND_PAGE: RenderedPage = {
  status: 404,
  head: { title: 'Page not found', robots: 'noindex' },
};

/**
 * The SPA's HTML, answered per page: robots.txt, the sitemaps, and for the public pages of
 * PUBLIC_PAGES the status (404/410 with noindex when the thing is not there), the head
 * (title, description, canonical, Open Graph, Twitter, JSON-LD) and the first screen's
 * content, read from the site's own API over loopback HTTP. Paths the SPA does not know answer 404.
 */
export function servePublicPages(
  fastify: FastifyInstance,
  runtime: PlatformRuntime,
  webDir: string,
  {
    renderTimeoutMs = 150,
    cacheTtlMs = 0,
    cacheStaleMs = 0,
    cacheMaxEntries = 0,
    renderLimitMs = BACKGROUND_LIMIT_MS,
  }: {
    renderTimeoutMs?: number;
    cacheTtlMs?: number;
    cacheStaleMs?: number;
    cacheMaxEntries?: number;
    /** How long a render the visitor stopped waiting for may go on to be kept (then aborted). */
    renderLimitMs?: number;
  } = {},
) {
  const rendered = new RenderedPageCache<SpaRender>({
    ttlMs: cacheTtlMs,
    staleMs: cacheStaleMs,
    maxEntries: cacheMaxEntries,
    // The one place a render that threw is told: the page is answered without it.
    onRenderError: (error, key) =>
      fastify.log.warn(
        { err: error, url: key },
        'public page not rendered on the server (SPA renderer failed)',
      ),
  });
  // A render that outlives renderTimeoutMs goes on (up to renderLimitMs) only when the cache can keep it.
  const renderAbortMs = rendered.enabled
    ? Math.max(renderTimeoutMs, renderLimitMs)
    : renderTimeoutMs;
  const renderer = renderTimeoutMs > 0 ? loadRenderer(webDir, fastify.log) : Promise.resolve(null);
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const chunkHead = loadChunkHead(webDir, template);
  const knownRoute = loadSpaRoutes(webDir);
  const pages = PUBLIC_PAGES.map((page) => ({ page, match: compilePattern(page.pattern) }));
  const siteUrl = () => runtime.config.PUBLIC_URL;
  // Over loopback HTTP to this same server (its own routes in the embedded mode, the proxies
  // in the gateway), so each read passes the same edge as a browser's (public answers kept).
  const selfUrl = () => {
    const address = fastify.server.address();
    if (!address || typeof address === 'string')
      throw new Error('the server is not listening on a TCP port');
    const host =
      address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address === '::'
          ? '[::1]'
          : address.family === 'IPv6'
            ? `[${address.address}]`
            : address.address;
    return `http://${host}:${address.port}`;
  };
  const readApi = async <T>(url: string) => {
    const answer = await fetch(selfUrl() + url, {
      // Loopback: compressing only to decompress again would waste the CPU.
      headers: { [EDGE_RENDER_HEADER]: EDGE_RENDER_TOKEN, 'accept-encoding': 'identity' },
      // A slow API costs the page its server head, never the page itself.
      signal: AbortSignal.timeout(BACKGROUND_LIMIT_MS),
    });
    const text = await answer.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: answer.status, body: body as T, text };
  };
  const api: ApiReader = async <T>(url: string) => {
    const { status, body } = await readApi<T>(url);
    return { status, body };
  };
  /**
   * An ApiReader that also digests what it read: the revision of the page's data for
   * RenderedPageCache (the same answers give the same digest, a changed one another).
   */
  const recordingApi = () => {
    const digest = createHash('sha256');
    const reader: ApiReader = async <T>(url: string) => {
      const { status, body, text } = await readApi<T>(url);
      digest.update(`${url}\n${status}\n${text.length}\n${text}\n`);
      return { status, body };
    };
    return { reader, revision: () => digest.digest('base64url') };
  };

  const sendXml = (reply: FastifyReply, body: unknown) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);

  fastify.get('/robots.txt', (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl())),
  );
  fastify.get('/sitemap.xml', async (_request, reply) =>
    sendXml(reply, await sitemapIndex(api, siteUrl())),
  );
  fastify.get('/sitemaps/pages.xml', (_request, reply) =>
    sendXml(reply, pagesSitemap(api, siteUrl())),
  );
  fastify.get('/sitemaps/listings.xml', (request, reply) => {
    const after = (request.query as Record<string, string | undefined>).after ?? null;
    const stream = listingSitemap(api, siteUrl(), after, SITEMAP_URLS_PER_FILE);
    if (!stream)
      return reply
        .status(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('Not found');
    return sendXml(reply, stream);
  });

  /**
   * The page rendered by the SPA's server renderer (apps/web/src/entry-server.tsx) with the
   * answers it read, within renderAbortMs (then aborted, null); it throws what the renderer
   * threw, for RenderedPageCache's onRenderError. It sees the URL alone, nothing of the
   * request, as several visitors may share it.
   */
  async function renderSpaPage(url: string): Promise<SpaRender | null> {
    const ssr = await renderer;
    if (!ssr) return null;
    const controller = new AbortController();
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(null);
      }, renderAbortMs);
    });
    try {
      const output = await Promise.race([
        ssr.render({
          url: new URL(url, siteUrl()).href,
          apiOrigin: selfUrl(),
          apiHeaders: { [EDGE_RENDER_HEADER]: EDGE_RENDER_TOKEN, 'accept-encoding': 'identity' },
          signal: controller.signal,
        }),
        timedOut,
      ]);
      if (!output) return null;
      return {
        html: output.html,
        // "<" escaped so no answer's text can close the script element.
        stateJson: JSON.stringify(output.state).replace(/</g, '\\u003c'),
        passes: output.passes,
        page: output.page,
        id: ssr.SERVER_STATE_ID,
        ms: performance.now() - started,
      };
    } finally {
      clearTimeout(timer);
    }
  }

  /** index.html for a GET of the SPA (the history fallback). */
  return async function spaPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname, search = ''] = request.url.split('?');
    let page: RenderedPage | null = null;
    const found = pages.find(({ match }) => match(pathname) !== null);
    const reactOnly = !found && REACT_ONLY_PAGES.some((match) => match(pathname) !== null);
    // The SPA renders signed-out visitors only: a signed-in one gets the SPA's own start. The
    // render reads the API with the edge's headers alone (no cookie, no header of this
    // request), so its output is the same for every visitor and may be kept per URL.
    const renderable = (found || reactOnly) && !hasSessionMarker(request);
    // The head's reads come first: their digest is the revision a kept render must match.
    const reads = recordingApi();
    if (reactOnly) page = { status: 200, head: { title: null } };
    if (found) {
      const context: PageContext = {
        path: pathname,
        params: found.match(pathname)!,
        query: new URLSearchParams(search),
        api: reads.reader,
        siteName: runtime.config.SITE_NAME,
        absolute: (p) => new URL(p, siteUrl()).href,
      };
      try {
        page = await found.page.render(context);
      } catch (error) {
        // The SPA still works without the server's head: answer its plain HTML.
        request.log.warn({ err: error, path: pathname }, 'public page not rendered on the server');
      }
    } else if (knownRoute && !knownRoute(pathname)) {
      page = NOT_FOUND_PAGE;
    }
    // Past renderTimeoutMs the visitor gets the page without the render, which goes on for the next one.
    const {
      value: react,
      hit,
      stale,
    } = renderable && page?.status === 200
      ? await rendered.getOrRender(
          renderedPageKey(request.url),
          reads.revision(),
          () => renderSpaPage(request.url),
          renderTimeoutMs,
        )
      : { value: null, hit: false, stale: false };
    if (react) {
      // The first screen is the SPA's own markup now (hydrated in the browser), not the summary.
      page = { ...page!, body: undefined };
      void reply.header(
        'server-timing',
        hit
          ? `ssr-cache;desc="${stale ? 'stale' : 'hit'}"`
          : `ssr;dur=${react.ms.toFixed(1)};desc="passes ${react.passes}", ssr-cache;desc="miss"`,
      );
    }
    let html = page
      ? renderPageHtml(
          react ? chunkHead.template : template,
          page,
          runtime.config.SITE_NAME,
          siteUrl(),
          pathname,
        )
      : template;
    if (react) {
      html = html.replace('</head>', `${chunkHead.links(react.page)}</head>`);
      // A function as the replacement: "$" in the page's text is not a replacement pattern.
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-ssr>${react.html}</div><script type="application/json" id="${react.id}">${react.stateJson}</script>`,
      );
    }
    return reply
      .status(page?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
}
