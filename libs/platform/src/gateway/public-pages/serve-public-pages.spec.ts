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
 * The edge with a real Fastify and a stand-in renderer: React's markup when it comes in
 * time, the page without it (never an error answer) when the renderer fails or is slow.
 */
describe("the edge's server render of public pages", () => {
  let fastify: FastifyInstance;
  let dir: string;

  async function serve(render: string, renderTimeoutMs = 150) {
    dir = webDirWith(render);
    fastify = Fastify();
    const spaPage = servePublicPages(fastify, runtime, dir, { renderTimeoutMs });
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

  it("puts React's markup and the answers it read into #root", async () => {
    await serve(
      `return { html: '<main><h1>FAQ ' + new URL(input.url).pathname + '</h1></main>', state: { queries: ['<x>'] }, passes: 2 };`,
    );
    const answer = await get('/faq');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root" data-ssr><main><h1>FAQ /faq</h1></main></div>');
    expect(answer.body).toContain(
      '<script type="application/json" id="wb-query-state">{"queries":["\\u003cx>"]}</script>',
    );
    expect(answer.headers['server-timing']).toMatch(/^ssr;dur=[\d.]+;desc="passes 2"$/);
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
});
