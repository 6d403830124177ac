/**
 * Public pages the SPA's server renderer rendered, kept per URL so repeated signed-out views of
 * the same page do not render again (a render is 2–4 passes of the whole page, CPU on the
 * edge's event loop). An entry is used only while its **revision** is the one the caller
 * computes for the request now (the edge uses a digest of the API answers the page's head
 * read, so an edited price or a removed listing renders afresh on the next request); an entry
 * of another revision is never answered. Its age bounds what the revision does not cover (the
 * page's other reads: related listings, site settings):
 *
 * - younger than **ttlMs**, it is answered as it is (a hit);
 * - then, until ttlMs + **staleMs**, it is still answered at once (a stale hit) while one
 *   render in the background replaces it, so no visitor waits for the render that refreshes
 *   a page; a refresh that fails leaves the entry as it was;
 * - older, it is a miss.
 *
 * Refreshes are background work on the edge's event loop, so at most **maxRefreshes** run at
 * once (a crawler walking hundreds of stale pages starts no more; the pages it is answered
 * stay the kept ones), and a refresh that failed is tried again no sooner than
 * **refreshRetryMs** later rather than on every request.
 *
 * At most maxEntries pages are kept, the least recently used leaving first. Concurrent
 * misses (and refreshes) of the same URL and revision share one render, and a render goes on
 * when its callers stop waiting for it (getOrRender's waitMs): the next request finds it kept.
 * A render never replaces a page whose render started after its own (a slow render of an
 * older revision finishing last). A render that throws counts as failed (null) and is told
 * to onRenderError, as nobody may be waiting for it.
 *
 * Only what is the same for every visitor may be stored: the edge renders signed-out
 * visitors only, with no request header reaching the render (serve-public-pages.ts).
 */
export interface RenderedPageCacheOptions {
  /** How long an entry is answered as it is; 0 turns the cache off. */
  ttlMs: number;
  /** How much longer an entry is still answered while a render refreshes it; 0 (the default) never. */
  staleMs?: number;
  /** How many pages are kept at most; 0 turns the cache off. */
  maxEntries: number;
  /** How many stale pages are refreshed at once at most (default 2); past it the stale page is answered without one. */
  maxRefreshes?: number;
  /** How long after a failed refresh the next one may start (default 5 s); the stale page is answered meanwhile. */
  refreshRetryMs?: number;
  /** A render that threw (its page is not kept; the caller got null). */
  onRenderError: (error: unknown, key: string) => void;
  now?: () => number;
}

interface Entry<T> {
  revision: string;
  /** When the render that gave it started: a render started earlier never replaces it. */
  renderStartedAt: number;
  storedAt: number;
  value: T;
  /** After a failed refresh: no other starts before this time. */
  refreshNotBefore?: number;
}

/** What getOrRender answered: `hit` from memory (`stale` when older than ttlMs, a refresh then runs). */
export interface CachedRender<T> {
  value: T | null;
  hit: boolean;
  stale: boolean;
}

export class RenderedPageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T | null>>();
  private readonly now: () => number;
  private readonly staleMs: number;
  private readonly maxRefreshes: number;
  private readonly refreshRetryMs: number;
  /** Refreshes of stale pages running now. */
  private refreshing = 0;

  constructor(private readonly options: RenderedPageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.staleMs = options.staleMs ?? 0;
    this.maxRefreshes = options.maxRefreshes ?? 2;
    this.refreshRetryMs = options.refreshRetryMs ?? 5_000;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept page of `key` if it was rendered under `revision` less than ttlMs ago. */
  get(key: string, revision: string): T | undefined {
    const found = this.lookup(key, revision);
    return found && !found.stale ? found.value : undefined;
  }

  set(key: string, revision: string, value: T): void {
    this.keep(key, revision, value, this.now());
  }

  /**
   * The kept page (a stale one starting its refresh), or `render`'s (kept when not null), one
   * render at a time per key and revision. The caller waits at most `waitMs` for a render and
   * then gets null, while the render goes on and keeps its page for the next request.
   */
  async getOrRender(
    key: string,
    revision: string,
    render: () => Promise<T | null>,
    waitMs = Infinity,
  ): Promise<CachedRender<T>> {
    if (!this.enabled)
      return { value: await within(this.attempt(key, render), waitMs), hit: false, stale: false };
    const kept = this.lookup(key, revision);
    if (kept?.stale) this.refresh(key, revision, render);
    if (kept) return { value: kept.value, hit: true, stale: kept.stale };
    return {
      value: await within(this.flight(key, revision, render), waitMs),
      hit: false,
      stale: false,
    };
  }

  /** The entry of `key` while it may be answered for `revision`; one that may not is dropped. */
  private lookup(key: string, revision: string): { value: T; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (entry.revision !== revision || age >= this.options.ttlMs + this.staleMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last (a Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, stale: age >= this.options.ttlMs };
  }

  /** Stores a page rendered from `renderStartedAt` on, unless a later-started render's is kept. */
  private keep(key: string, revision: string, value: T, renderStartedAt: number): void {
    if (!this.enabled) return;
    const kept = this.entries.get(key);
    if (kept && kept.renderStartedAt > renderStartedAt) return;
    this.entries.delete(key);
    this.entries.set(key, { revision, renderStartedAt, storedAt: this.now(), value });
    while (this.entries.size > this.options.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
  }

  /** Starts one background render of a stale page, within maxRefreshes and the retry spacing. */
  private refresh(key: string, revision: string, render: () => Promise<T | null>): void {
    if (this.pending.has(flightId(key, revision))) return;
    const entry = this.entries.get(key);
    if (entry?.refreshNotBefore !== undefined && this.now() < entry.refreshNotBefore) return;
    if (this.refreshing >= this.maxRefreshes) return;
    this.refreshing++;
    void this.flight(key, revision, render).then((value) => {
      this.refreshing--;
      const failed = this.entries.get(key);
      if (value === null && failed?.revision === revision)
        failed.refreshNotBefore = this.now() + this.refreshRetryMs;
    });
  }

  /** The render of `key` under `revision` running now, or a new one; it never rejects. */
  private flight(key: string, revision: string, render: () => Promise<T | null>) {
    const id = flightId(key, revision);
    let running = this.pending.get(id);
    if (!running) {
      const startedAt = this.now();
      running = this.attempt(key, render)
        .then((value) => {
          if (value !== null) this.keep(key, revision, value, startedAt);
          return value;
        })
        .finally(() => this.pending.delete(id));
      this.pending.set(id, running);
    }
    return running;
  }

  private async attempt(key: string, render: () => Promise<T | null>): Promise<T | null> {
    try {
      return await render();
    } catch (error) {
      this.options.onRenderError(error, key);
      return null;
    }
  }
}

/** One render at a time per key and revision. */
function flightId(key: string, revision: string): string {
  return `${revision}\n${key}`;
}

/** `promise`'s value, or null once `ms` passed (the promise goes on; it must not reject). */
async function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  if (ms === Infinity) return promise;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The cache key of a page URL: the path and the query with its encoding normalised
 * (`+`/`%20`, needless escapes) and an empty `?` dropped. The order of the parameters is
 * kept: the page's markup can show it (links that carry the query on).
 */
export function renderedPageKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = new URLSearchParams(url.slice(mark + 1)).toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}
