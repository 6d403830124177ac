/**
 * Public pages the SPA's server renderer rendered, kept per URL so repeated signed-out views of
 * the same page do not render again (a render is 2–4 passes of the whole page, CPU on the
 * edge's event loop). An entry is used only while both hold:
 *
 * - its **revision** is the one the caller computes for the request now (the edge uses a
 *   digest of the API answers the page's head read, so an edited price or a removed
 *   listing renders afresh on the next request), and
 * - it is younger than **ttlMs**, which bounds what the revision does not cover (the
 *   page's other reads: related listings, site settings).
 *
 * At most maxEntries pages are kept, the least recently used leaving first. Concurrent
 * misses of the same URL and revision share one render.
 *
 * Only what is the same for every visitor may be stored: the edge renders signed-out
 * visitors only, with no request header reaching the render (serve-public-pages.ts).
 */
export interface RenderedPageCacheOptions {
  /** How long an entry is used at most; 0 turns the cache off. */
  ttlMs: number;
  /** How many pages are kept at most; 0 turns the cache off. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  revision: string;
  storedAt: number;
  value: T;
}

export class RenderedPageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T | null>>();
  private readonly now: () => number;

  constructor(private readonly options: RenderedPageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept page of `key` if it was rendered under `revision` less than ttlMs ago. */
  get(key: string, revision: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.revision !== revision || this.now() - entry.storedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last (a Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, revision: string, value: T): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { revision, storedAt: this.now(), value });
    while (this.entries.size > this.options.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * The kept page, or `render`'s (kept when not null), one render at a time per key and
   * revision. `hit` tells which.
   */
  async getOrRender(
    key: string,
    revision: string,
    render: () => Promise<T | null>,
  ): Promise<{ value: T | null; hit: boolean }> {
    if (!this.enabled) return { value: await render(), hit: false };
    const kept = this.get(key, revision);
    if (kept !== undefined) return { value: kept, hit: true };
    const flight = `${revision}\n${key}`;
    let running = this.pending.get(flight);
    if (!running) {
      running = render().then((value) => {
        if (value !== null) this.set(key, revision, value);
        return value;
      });
      const settled = running.finally(() => this.pending.delete(flight));
      settled.catch(() => undefined);
      this.pending.set(flight, running);
    }
    return { value: await running, hit: false };
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
