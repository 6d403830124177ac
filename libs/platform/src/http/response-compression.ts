import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text answers (API JSON, the SPA's HTML, the sitemap); images and fonts are compressed already. */
const COMPRESSIBLE_TYPE =
  /^(application\/(json|xml|problem\+json|javascript)|text\/|image\/svg\+xml)/;

/** Dynamic answers: brotli at 4 is ~as fast as gzip 6 and ~15% smaller; the build uses 11 for assets. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to use for a request's Accept-Encoding (brotli first), or null. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = (
    Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  ).toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * The same Buffer is often sent again (the edge replays kept public answers): its
 * compressed forms are kept with it, so a replay costs no compression.
 */
const compressedCache = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

async function compressBuffer(body: Buffer, encoding: Encoding, reuse: boolean): Promise<Buffer> {
  const held = reuse ? compressedCache.get(body)?.[encoding] : undefined;
  if (held) return held;
  const out =
    encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body, GZIP_OPTIONS);
  if (reuse) compressedCache.set(body, { ...compressedCache.get(body), [encoding]: out });
  return out;
}

function addVary(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current)
    ? current.join(', ')
    : current === undefined
      ? ''
      : String(current);
  if (value === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/**
 * An onSend hook compressing text answers (API JSON, HTML, XML) above COMPRESS_MIN_BYTES
 * with brotli or gzip as the client accepts, in both modes: strings and Buffers from the
 * services in this process, streams from the gateway's proxies. Files @fastify/static sends
 * precompressed (they already carry Content-Encoding) and binary types are left alone.
 */
export function installResponseCompression(fastify: FastifyInstance): void {
  fastify.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304)
        return payload;
      if (payload === null || payload === undefined) return payload;
      if (reply.getHeader('content-encoding')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!COMPRESSIBLE_TYPE.test(type)) return payload;
      if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(reply.getHeader('cache-control') ?? '')))
        return payload;
      const isStream =
        payload instanceof Readable || typeof (payload as { pipe?: unknown }).pipe === 'function';
      if (isStream) {
        const length = Number(reply.getHeader('content-length') ?? Number.NaN);
        if (Number.isFinite(length) && length < COMPRESS_MIN_BYTES) return payload;
        addVary(reply);
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        if (!encoding) return payload;
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        const compressor =
          encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
        return (payload as Readable).pipe(compressor);
      }
      const reuse = Buffer.isBuffer(payload);
      const body = reuse
        ? (payload as Buffer)
        : typeof payload === 'string'
          ? Buffer.from(payload)
          : null;
      if (!body || body.length < COMPRESS_MIN_BYTES) return payload;
      addVary(reply);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = await compressBuffer(body, encoding, reuse);
      reply.header('content-encoding', encoding);
      reply.header('content-length', String(compressed.length));
      return compressed;
    },
  );
}
