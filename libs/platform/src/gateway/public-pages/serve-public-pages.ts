import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITEMAP_URLS_PER_FILE } from '@market/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformRuntime } from '../../runtime/platform-runtime.js';
import { renderPageHtml, type RenderedPage } from './page-html.js';
import { compilePattern, type ApiReader, type PageContext } from './public-page.js';
import { PUBLIC_PAGES } from './public-pages.js';
import { listingSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemaps.js';

/** Marks the edge's own API reads (a per-process secret), which the rate limits do not count. */
const EDGE_RENDER_HEADER = 'x-edge-render';
const EDGE_RENDER_TOKEN = randomBytes(16).toString('hex');

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
) {
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
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
  const api: ApiReader = async <T>(url: string) => {
    const answer = await fetch(selfUrl() + url, {
      // Loopback: compressing only to decompress again would waste the CPU.
      headers: { [EDGE_RENDER_HEADER]: EDGE_RENDER_TOKEN, 'accept-encoding': 'identity' },
      // A slow API costs the page its server head, never the page itself.
      signal: AbortSignal.timeout(3_000),
    });
    const text = await answer.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: answer.status, body: body as T };
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

  /** index.html for a GET of the SPA (the history fallback). */
  return async function spaPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname, search = ''] = request.url.split('?');
    let page: RenderedPage | null = null;
    const found = pages.find(({ match }) => match(pathname) !== null);
    if (found) {
      const context: PageContext = {
        path: pathname,
        params: found.match(pathname)!,
        query: new URLSearchParams(search),
        api,
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
    const html = page
      ? renderPageHtml(template, page, runtime.config.SITE_NAME, siteUrl(), pathname)
      : template;
    return reply
      .status(page?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };
}
