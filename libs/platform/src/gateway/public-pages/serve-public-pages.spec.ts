import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformRuntime } from '../../runtime/platform-runtime.js';
import { servePublicPages } from './serve-public-pages.js';

const TEMPLATE =
  '<html><head><meta name="description" content="Default" /><title>Wheelbase</title></head><body><div id="root"></div></body></html>';

/** A built SPA folder whose server renderer (.ssr/entry-server.js) does what `render` says. */
function webDirWith(render: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-edge-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(
    path.join(dir, '.ssr', 'entry-server.js'),
    `export const SERVER_STATE_ID = 'wb-query-state';\nexport async function render(input) {\n${render}\n}\n`,
  );
  return dir;
}

const runtime = {
  config: { PUBLIC_URL: 'https://example.test', SITE_NAME: 'Wheelbase' },
} as unknown as PlatformRuntime;

/**
 * The edge with a real Fastify and a stand-in renderer: the SPA's markup when it comes in
 * time, the page without it (never an error answer) when the renderer fails or is slow.
 */
describe("the edge's server render of public pages", () => {
  let fastify: FastifyInstance;
  let dir: string;

  async function serve(
    render: string,
    renderTimeoutMs = 150,
    cacheTtlMs = 0,
    more: { cacheStaleMs?: number; renderLimitMs?: number } = {},
  ) {
    dir = webDirWith(render);
    fastify = Fastify({ logger: { level: 'silent' } });
    const spaPage = servePublicPages(fastify, runtime, dir, {
      renderTimeoutMs,
      cacheTtlMs,
      cacheMaxEntries: 10,
      ...more,
    });
    fastify.get('/*', (request, reply) => spaPage(request, reply));
    await fastify.listen({ port: 0, host: '127.0.0.1' });
  }

  /** A real HTTP request (the edge reads its own address, so the server listens). */
  async function get(url: string, headers: Record<string, string> = {}) {
    const address = fastify.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${address.port}${url}`, { headers });
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  }

  afterEach(async () => {
    await fastify?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts the SPA's server markup and the answers it read into #root", async () => {
    await serve(
      `return { html: '<main><h1>FAQ ' + new URL(input.url).pathname + '</h1></main>', state: { queries: ['<x>'] }, passes: 2 };`,
    );
    const answer = await get('/faq');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root" data-ssr><main><h1>FAQ /faq</h1></main></div>');
    expect(answer.body).toContain(
      '<script type="application/json" id="wb-query-state">{"queries":["\\u003cx>"]}</script>',
    );
    expect(answer.headers['server-timing']).toMatch(
      /^ssr;dur=[\d.]+;desc="passes 2", ssr-cache;desc="miss"$/,
    );
  });

  it('answers the page without it when the renderer throws', async () => {
    await serve(`throw new Error('boom');`);
    const answer = await get('/faq');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.headers['server-timing']).toBeUndefined();
  });

  it('answers the page without it when the render takes longer than the limit', async () => {
    await serve(`return new Promise(() => undefined);`, 100);
    const started = Date.now();
    const answer = await get('/news');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
  });

  it('leaves a signed-in visitor (the session marker) to the SPA', async () => {
    await serve(`return { html: '<main>rendered</main>', state: {}, passes: 1 };`);
    const answer = await get('/faq', { cookie: 'wb_session=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('rendered');
  });

  describe('with the cache of rendered pages on', () => {
    /** A renderer that numbers its renders, so an answer tells whether it rendered again. */
    const COUNTING = `globalThis.renders = (globalThis.renders ?? 0) + 1;
      return { html: '<main>render ' + globalThis.renders + ' of ' + new URL(input.url).pathname + '</main>', state: { n: globalThis.renders }, passes: 2 };`;
    const g = globalThis as { renders?: number };

    beforeEach(() => {
      g.renders = 0;
    });

    it('answers the second signed-out request of a page from the cache, with the same markup and answers', async () => {
      await serve(COUNTING, 1_000, 60_000);
      const first = await get('/faq');
      expect(first.body).toContain('<main>render 1 of /faq</main>');
      expect(first.headers['server-timing']).toContain('ssr-cache;desc="miss"');
      const second = await get('/faq');
      expect(second.statusCode).toBe(200);
      expect(second.headers['server-timing']).toBe('ssr-cache;desc="hit"');
      expect(second.body).toBe(first.body);
      expect(g.renders).toBe(1);
      // Another page (or query) is another entry.
      expect((await get('/faq?tab=2')).body).toContain('render 2 of /faq');
      expect((await get('/news')).body).toContain('render 3 of /news');
      expect((await get('/faq')).headers['server-timing']).toBe('ssr-cache;desc="hit"');
    });

    it('never answers a signed-in visitor with a kept page, nor keeps anything for one', async () => {
      await serve(COUNTING, 1_000, 60_000);
      const signedIn = await get('/news', { cookie: 'theme=dark; wb_session=1' });
      expect(signedIn.body).not.toContain('<main>render');
      expect(signedIn.headers['server-timing']).toBeUndefined();
      await get('/faq');
      const again = await get('/faq', { cookie: 'wb_session=1' });
      expect(again.body).not.toContain('<main>render');
      expect(again.body).toContain('<div id="root"></div>');
      expect(g.renders).toBe(1);
    });

    it('answers a page whose render is slow without it, and the next visitor with the render that went on', async () => {
      await serve(
        `${COUNTING.replace('return', 'await new Promise((resolve) => setTimeout(resolve, 300)); return')}`,
        50,
        60_000,
      );
      const first = await get('/news');
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<div id="root"></div>');
      expect(first.headers['server-timing']).toBeUndefined();
      // A visitor while it still runs waits for the same render (50 ms), not another one.
      expect((await get('/news')).body).toContain('<div id="root"></div>');
      await new Promise((resolve) => setTimeout(resolve, 400));
      const next = await get('/news');
      expect(next.headers['server-timing']).toBe('ssr-cache;desc="hit"');
      expect(next.body).toContain('<div id="root" data-ssr><main>render 1 of /news</main>');
      expect(g.renders).toBe(1);
    });

    it('gives up a render no visitor waits for after the limit, keeping nothing', async () => {
      await serve(
        `globalThis.renders = (globalThis.renders ?? 0) + 1;
        return new Promise((resolve, reject) => input.signal.addEventListener('abort', () => reject(new Error('aborted'))));`,
        20,
        60_000,
        { renderLimitMs: 100 },
      );
      expect((await get('/faq')).body).toContain('<div id="root"></div>');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The render was aborted and nothing kept: the next visitor starts another.
      expect((await get('/faq')).body).toContain('<div id="root"></div>');
      expect(g.renders).toBe(2);
    });

    it('answers a page past its TTL at once, marked stale, while a render refreshes it', async () => {
      await serve(COUNTING, 1_000, 100, { cacheStaleMs: 60_000 });
      expect((await get('/faq')).body).toContain('render 1 of /faq');
      await new Promise((resolve) => setTimeout(resolve, 150));
      const stale = await get('/faq');
      expect(stale.headers['server-timing']).toBe('ssr-cache;desc="stale"');
      expect(stale.body).toContain('render 1 of /faq');
      const refreshed = await get('/faq');
      expect(refreshed.headers['server-timing']).toBe('ssr-cache;desc="hit"');
      expect(refreshed.body).toContain('render 2 of /faq');
      expect(g.renders).toBe(2);
    });

    it('keeps no answer the renderer failed to give', async () => {
      await serve(
        `globalThis.renders = (globalThis.renders ?? 0) + 1; return null;`,
        1_000,
        60_000,
      );
      await get('/faq');
      await get('/faq');
      expect(g.renders).toBe(2);
    });
  });
});
