import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The version of a public read's source for a path: answers made under one version stay
 * right until it moves. Null while the source cannot vouch for its answers (say, still
 * loading, or nothing of that resource read lately).
 */
export type AnswerVersion = (path: string) => number | string | null;

/** An answer as the edge replays it: the body as bytes and the headers the full path set. */
interface StoredAnswer {
  version: number | string;
  body: Buffer;
  headers: Record<string, string | string[] | number>;
}

/** What a request that may be replayed later carries from its start to its answer. */
interface PendingCapture {
  key: string;
  version: number | string;
  answers: PublicAnswers;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by PublicAnswers.begin for an anonymous GET of a registered route. */
    publicAnswer: PendingCapture | null;
  }
}

/** Headers the replay sets itself (per request or from the body). */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'content-length',
  'date',
  'connection',
  'set-cookie',
]);
/** Larger answers are not kept: they are rare and would crowd out the common ones. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Answers of public, anonymous GET routes (search results, featured listings,
 * suggestions, vehicle pages) kept as the bytes and headers the full request path
 * produced, so the edge can send a repeated request's answer before any other work: no
 * security-header building, no routing into the framework, no validation, no serialising.
 * A route takes part only when its owner registers it with a version that moves whenever
 * its answers could change (the search read model's version; a vehicle page's freshness
 * row and kept view), so a replayed answer is always the one the full path would give
 * now; the key is the exact URL. Requests with credentials are
 * never replayed, and the rate limits still apply (gateway-edge.ts).
 *
 * One per process: in the embedded marketplace the search module registers its routes;
 * a gateway process in front of separate services has none registered and replays nothing.
 */
export class PublicAnswers {
  private readonly routes = new Map<string, AnswerVersion>();
  private readonly prefixes: { prefix: string; version: AnswerVersion }[] = [];
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly replayWatchers = new Map<string, () => void>();

  constructor(private readonly maxEntries = 2_000) {}

  /** Lets the edge replay answers of `path` (no query string) while `version` holds. */
  register(path: string, version: AnswerVersion): void {
    this.routes.set(path, version);
  }

  /** The same for every path under `prefix` (`/api/listings/`): `version` is given the path. */
  registerPrefix(prefix: string, version: AnswerVersion): void {
    this.prefixes.push({ prefix, version });
  }

  /** Calls `watcher` on each replayed answer of `path` (the route's handler does not run then). */
  onReplay(path: string, watcher: () => void): void {
    this.replayWatchers.set(path, watcher);
  }

  get size(): number {
    return this.answers.size;
  }

  /**
   * For an anonymous GET of a registered route: the current version it is answered under
   * (the request is then marked so its answer is kept), else null.
   */
  begin(request: FastifyRequest): number | string | null {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const version = this.versionOf(path);
    if (version === null) return null;
    request.publicAnswer = { key: url, version, answers: this };
    return version;
  }

  private versionOf(path: string): number | string | null {
    const exact = this.routes.get(path);
    if (exact) return exact(path);
    for (const { prefix, version } of this.prefixes)
      if (path.startsWith(prefix)) return version(path);
    return null;
  }

  /** The kept answer of a request `begin` marked, if it was made under the same version. */
  find(request: FastifyRequest): StoredAnswer | null {
    const pending = request.publicAnswer;
    if (!pending) return null;
    const held = this.answers.get(pending.key);
    return held && held.version === pending.version ? held : null;
  }

  /** Sends a kept answer with a fresh request id. */
  replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
    reply.request.publicAnswer = null;
    if (this.replayWatchers.size > 0) {
      const url = reply.request.url;
      const query = url.indexOf('?');
      this.replayWatchers.get(query === -1 ? url : url.slice(0, query))?.();
    }
    return reply.headers(answer.headers).send(answer.body);
  }

  /**
   * onSend: keeps a marked request's successful answer under the version read when the
   * request began (a change meanwhile moved the version on, so nothing stale is replayed).
   */
  capture(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const pending = request.publicAnswer;
    if (!pending || reply.statusCode !== 200) return payload;
    request.publicAnswer = null;
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : null;
    if (!body || body.length > MAX_BODY_BYTES) return payload;
    const headers: StoredAnswer['headers'] = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
    }
    this.answers.delete(pending.key);
    this.answers.set(pending.key, { version: pending.version, body, headers });
    if (this.answers.size > this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    return body;
  }
}
