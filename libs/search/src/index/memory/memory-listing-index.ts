import { Logger } from '@nestjs/common';
import type {
  ListingCard,
  ListingDocument,
  SearchListingsResponse,
  Suggestion,
  VehicleCategory,
} from '@market/contracts';
import {
  type CategorySearch,
  isCategorySearch,
  type ListingIndex,
  type ListingSearch,
} from '../listing-index.port.js';
import type { PostgresListingFeed } from '../postgres/postgres-listing-feed.js';
import type { PostgresListingIndex } from '../postgres/postgres-listing-index.js';
import { encodeCursor } from '../search-cursor.js';
import { CardCache } from './card-cache.js';
import { applyChanges, hasChanges } from './memory-changes.js';
import { MemoryListings } from './memory-listings.js';
import { searchMemory } from './memory-search.js';
import { suggestMemory } from './memory-suggestions.js';
import { type ListingAnswer, listingAnswerOf } from './search-worker-protocol.js';
import { SearchWorkerPool } from './search-worker-pool.js';
import { TopRows } from './top-rows.js';

export interface MemoryListingIndexOptions {
  /** How often the replica reads what other replicas wrote (its own writes it reads at once). */
  pollMs: number;
  /** Worker threads answering searches from replicas of the model; 0 (default): this thread answers all. */
  workers?: number;
  /** The built worker entry; by default search-worker.js beside this file, as built in dist. */
  workerUrl?: URL;
}

/**
 * The PostgreSQL engine with an in-memory read model: the table stays the durable index
 * that every write goes to (and that answers while the model loads), and each replica
 * holds the searchable listings' filter, sort and facet columns in memory, loaded from the
 * table at start and kept exact from its change feed. Searches, totals, facets and
 * suggestions are then answered in memory (milliseconds at a million listings, where the
 * SQL scans took seconds); free-text matches, and the page's cards that no recent page
 * showed at the same revision, are read from PostgreSQL.
 *
 * With `workers`, worker threads hold replicas of the model fed from this one (see
 * SearchWorkerPool) and answer searches without free text, so concurrent searches do not
 * all queue on this thread's event loop.
 */
export class MemoryListingIndex implements ListingIndex {
  readonly kind = 'postgres' as const;
  private readonly logger = new Logger('search');
  private listings: MemoryListings | null = null;
  private watermark: string | null = null;
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private loading: Promise<void> | null = null;
  private closed = false;
  private readonly cards = new CardCache();
  /** Started once the model is loaded; null without workers. */
  readonly workers: SearchWorkerPool | null;

  constructor(
    private readonly table: PostgresListingIndex,
    private readonly feed: PostgresListingFeed,
    private readonly options: MemoryListingIndexOptions = { pollMs: 500 },
  ) {
    this.workers = options.workers
      ? new SearchWorkerPool({
          size: options.workers,
          url: options.workerUrl ?? new URL('./search-worker.js', import.meta.url),
          exclusive: (task) => this.exclusive(task),
        })
      : null;
  }

  /** Starts loading the model; searches go to the table until it is loaded (see `loaded`). */
  async prepare(): Promise<void> {
    await this.table.prepare();
    this.loading ??= this.loadUntilDone();
  }

  /** Resolves once searches are answered from memory. */
  loaded(): Promise<void> {
    return this.loading ?? Promise.reject(new Error('prepare() first'));
  }

  /** Grows with every change the model applies: answers can be cached per version. */
  version(): number {
    return this.listings?.version ?? -1;
  }

  async upsert(documents: ListingDocument[]): Promise<void> {
    await this.table.upsert(documents);
    await this.catchUp();
  }

  async remove(listingId: string, revision: number): Promise<void> {
    await this.table.remove(listingId, revision);
    await this.catchUp();
  }

  async search(search: ListingSearch): Promise<SearchListingsResponse> {
    return JSON.parse(await this.searchJson(search)) as SearchListingsResponse;
  }

  /**
   * The API's answer as JSON, put together from the pieces already written: the cards as
   * kept, the facets as the worker wrote them (no parse and re-serialise of a 20 KB answer).
   */
  async searchJson(search: ListingSearch): Promise<string> {
    const listings = this.listings;
    // A seller's whole inventory spans the categories the model keeps apart; the table's
    // seller indexes answer it (an inventory is small next to a category).
    if (!listings || !isCategorySearch(search))
      return JSON.stringify(await this.table.search(search));
    const answer = search.q
      ? await this.searchText(listings, search)
      : await this.searchAnywhere(listings, search);
    return this.respond(answer);
  }

  async featured(category: VehicleCategory, limit: number): Promise<ListingCard[]> {
    const listings = this.listings;
    if (!listings) return this.table.featured(category, limit);
    const top = new TopRows(listings, 'newest', limit, null);
    for (const slot of listings.featured)
      if (listings.categoryOf[slot] === category) top.offer(slot);
    const slots = top.sorted();
    const cards = await this.cardsOf(
      slots.map((slot) => listings.ids[slot]!),
      slots.map((slot) => listings.columns.revision[slot]),
    );
    return cards.flatMap((card) => (card === null ? [] : [JSON.parse(card) as ListingCard]));
  }

  async suggest(text: string, category: VehicleCategory, limit: number): Promise<Suggestion[]> {
    if (!this.listings) return this.table.suggest(text, category, limit);
    return suggestMemory(this.listings, text, category, limit);
  }

  revisions(after?: string): AsyncIterable<{ id: string; revision: number }[]> {
    return this.table.revisions(after);
  }

  isHealthy(): Promise<boolean> {
    return this.table.isHealthy();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.workers?.close();
    await this.chain;
    await this.table.close();
  }

  /** Reads the feed now (after a write here, so the next search sees it). */
  catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.chain.then(() => {
      this.queued = null;
      return this.poll();
    });
    this.queued = next;
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * In a worker when one is ready (searches queue there, while this thread serves HTTP and
   * the cards), else here. A worker that fails or goes away leaves the search to this thread.
   */
  private async searchAnywhere(
    listings: MemoryListings,
    search: CategorySearch,
  ): Promise<ListingAnswer> {
    const inWorker = this.workers?.search(search);
    if (inWorker) {
      try {
        return await inWorker;
      } catch {
        // answered below, from this thread's model (which has every change the worker had)
      }
    }
    return listingAnswerOf(listings, searchMemory(listings, search, null));
  }

  /** Free text stays on this thread (the word index is here): PostgreSQL only splits `q` into its words. */
  private async searchText(
    listings: MemoryListings,
    search: CategorySearch,
  ): Promise<ListingAnswer> {
    const words = await this.table.queryWords(search.q!);
    const textMatches = listings.words.matching(words);
    return listingAnswerOf(listings, searchMemory(listings, search, textMatches));
  }

  private async respond(answer: ListingAnswer): Promise<string> {
    const { ids, distances } = answer;
    const cards = await this.cardsOf(ids, answer.revisions);
    const items: string[] = [];
    cards.forEach((card, i) => {
      if (card === null) return; // deleted since the model last read the feed
      // A card is a JSON object: the distance goes in as its last member.
      items.push(
        distances ? `${card.slice(0, -1)},"distanceMiles":${JSON.stringify(distances[i])}}` : card,
      );
    });
    const last = ids.length - 1;
    const nextCursor =
      answer.hasMore && last >= 0
        ? encodeCursor({ value: answer.sortValues[last], id: ids[last] })
        : null;
    // The members in the order of SearchListingsResponse, as JSON.stringify would write them.
    return `{"items":[${items.join(',')}],"total":${answer.total},"nextCursor":${JSON.stringify(nextCursor)},"facets":${answer.facetsJson ?? 'null'}}`;
  }

  /**
   * The cards (as JSON) of a page's listings at the revisions the model held (null where the
   * listing is gone), from the cache or else PostgreSQL.
   */
  private async cardsOf(ids: string[], revisions: number[]): Promise<(string | null)[]> {
    const cards = ids.map((id, i) => this.cards.get(id, revisions[i]) ?? null);
    const missing = ids.filter((_, i) => cards[i] === null);
    if (missing.length === 0) return cards;
    const fetched = await this.table.cardsOf(missing);
    return ids.map((id, i) => {
      const found = cards[i] === null ? fetched.get(id) : undefined;
      if (!found) return cards[i];
      this.cards.set(id, found.revision, found.card);
      return found.card;
    });
  }

  /** Loads the model, trying again while the database cannot be read (the table answers meanwhile). */
  private async loadUntilDone(): Promise<void> {
    for (;;) {
      try {
        return await this.load();
      } catch (error) {
        if (this.closed) return;
        this.logger.warn(
          `search read model: loading failed (${(error as Error).message}); trying again in 5 s`,
        );
        await new Promise((resolve) => setTimeout(resolve, 5_000).unref());
        if (this.closed) return;
      }
    }
  }

  private async load(): Promise<void> {
    const started = Date.now();
    const listings = new MemoryListings();
    listings.beginBulk();
    this.watermark = await this.feed.load((documents) => {
      for (const document of documents) listings.put(document);
    });
    listings.compact();
    this.listings = listings;
    await this.catchUp();
    this.logger.log(
      `search read model: ${listings.size.toLocaleString('en-US')} listings in memory in ${Date.now() - started} ms`,
    );
    // Each worker loads from this model, in the chain with the feed's changes.
    this.workers?.start();
    this.timer = setInterval(() => {
      this.catchUp().catch((error: Error) => this.logger.warn(`search feed: ${error.message}`));
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    const listings = this.listings;
    if (!listings || this.watermark === null) return;
    const changes = await this.feed.changes(this.watermark);
    applyChanges(listings, changes);
    // Before catchUp resolves: a search sent to a worker after it sees the change there too.
    if (hasChanges(changes)) this.workers?.forward(changes);
    this.watermark = changes.watermark;
  }

  /** Runs `task` between two polls: the model does not change while it runs (a worker's snapshot). */
  private exclusive(task: (listings: MemoryListings) => Promise<void>): Promise<void> {
    const next = this.chain.then(() => {
      const listings = this.listings;
      return listings && !this.closed ? task(listings) : undefined;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }
}
