import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import type { CategorySearch } from '../listing-index.port.js';
import type { FeedChanges } from '../postgres/postgres-listing-feed.js';
import type { IndexedListing, MemoryListings } from './memory-listings.js';
import type { FromSearchWorker, ListingAnswer, ToSearchWorker } from './search-worker-protocol.js';

export interface SearchWorkerPoolOptions {
  /** Worker threads to keep running. */
  size: number;
  /** The worker's entry, as JavaScript: the built search-worker.js (or a data: URL that imports it). */
  url: URL;
  /**
   * Runs `task` on the owner's model while no change is applied to it: a starting worker's
   * snapshot is read and sent inside, so every change forwarded afterwards follows it.
   */
  exclusive: (task: (listings: MemoryListings) => Promise<void>) => Promise<void>;
  /** A worker that has not answered a search by then is taken as stuck, and restarted. */
  searchTimeoutMs?: number;
  /** The first restart's delay, doubled for each failure in a row (at most 30 s). */
  restartMs?: number;
}

/**
 * Past this many searches in flight in every worker, the owner answers the next one itself.
 * High on purpose: the owner's thread also serves HTTP, reads the cards and writes the
 * answers, so under load searches queue at the workers (measured on 2 cores: with 2 here
 * the owner ran most searches itself and the workers idled, 350–430 cold searches/s).
 */
const MAX_IN_FLIGHT = 64;
/** Documents per snapshot message: each is cloned in one go on the owner's thread. */
const SNAPSHOT_BATCH = 20_000;
const MAX_RESTART_MS = 30_000;
/** A worker that served this long before it failed failed by chance: its restarts start over. */
const STABLE_MS = 60_000;

interface Pending {
  resolve(answer: ListingAnswer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread, from its start to its exit (a restart is another SearchThread). */
class SearchThread {
  /** starting: waits for its snapshot; loading: is sent it (and every change since); ready: answers. */
  state: 'starting' | 'loading' | 'ready' | 'gone' = 'starting';
  readyAt = 0;
  readonly startedAt = Date.now();
  readonly pending = new Map<number, Pending>();

  constructor(
    readonly worker: Worker,
    /** Its place in the pool, which its restarts keep. */
    readonly index: number,
  ) {}

  get alive(): boolean {
    return this.state !== 'gone';
  }

  /** Whether it is sent the changes the owner applies: from its snapshot on. */
  get fed(): boolean {
    return this.state === 'loading' || this.state === 'ready';
  }

  post(message: ToSearchWorker): void {
    this.worker.postMessage(message);
  }
}

/**
 * Worker threads that each hold a replica of the read model and answer searches, so
 * several searches run at once instead of queueing on the one event loop. The owner (the
 * main thread's MemoryListingIndex) stays the only reader of the feed: it forwards every
 * change it applies to every worker in its order, and postMessage keeps that order, so a
 * search sent after a change was applied sees it in any worker.
 *
 * A search goes to the ready worker with the fewest in flight, or to nobody (`null`: the
 * owner answers it) when none is ready or each has MAX_IN_FLIGHT. A worker that fails, exits
 * or stalls rejects its searches in flight (the owner answers them) and is restarted after a
 * growing delay, from a new snapshot.
 */
export class SearchWorkerPool {
  private readonly logger = new Logger('search');
  private readonly threads: (SearchThread | null)[];
  private readonly failures: number[];
  private readonly restarts = new Set<NodeJS.Timeout>();
  private readonly waiters: (() => void)[] = [];
  private readonly searchTimeoutMs: number;
  private readonly restartMs: number;
  private nextId = 1;
  private closed = false;
  /** Searches the workers answered (tests read it). */
  answered = 0;

  constructor(private readonly options: SearchWorkerPoolOptions) {
    const path = options.url.protocol === 'file:' ? fileURLToPath(options.url) : null;
    if (path !== null && !existsSync(path))
      throw new Error(
        `search workers: ${path} is missing; build libs/search (npm run build) or set SEARCH_WORKERS=0`,
      );
    this.threads = Array.from({ length: options.size }, () => null);
    this.failures = Array.from({ length: options.size }, () => 0);
    this.searchTimeoutMs = options.searchTimeoutMs ?? 5_000;
    this.restartMs = options.restartMs ?? 500;
  }

  /** Starts the workers (once the owner's model is loaded: each loads from it). */
  start(): void {
    if (this.closed) return;
    for (let index = 0; index < this.threads.length; index++) this.spawn(index);
  }

  /** Sends a change the owner applied to every worker that has its snapshot (or is being sent it). */
  forward(changes: FeedChanges): void {
    for (const thread of this.threads) if (thread?.fed) thread.post({ type: 'changes', changes });
  }

  /** The search's answer from a worker, or null when none is free (the owner answers it). */
  search(search: CategorySearch): Promise<ListingAnswer> | null {
    let best: SearchThread | null = null;
    for (const thread of this.threads) {
      if (thread?.state !== 'ready' || thread.pending.size >= MAX_IN_FLIGHT) continue;
      if (!best || thread.pending.size < best.pending.size) best = thread;
    }
    return best ? this.ask(best, search) : null;
  }

  /** Resolves once every worker is ready (tests, and whoever wants both cores at once). */
  whenReady(): Promise<void> {
    if (this.allReady()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The running worker threads (tests stop one). */
  workers(): Worker[] {
    return this.threads.flatMap((thread) => (thread?.alive ? [thread.worker] : []));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.restarts) clearTimeout(timer);
    this.restarts.clear();
    const threads = this.threads.flatMap((thread) => (thread ? [thread] : []));
    this.threads.fill(null);
    for (const thread of threads) this.lose(thread, new Error('search workers closed'));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private ask(thread: SearchThread, search: CategorySearch): Promise<ListingAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stalled(thread), this.searchTimeoutMs);
      timer.unref();
      thread.pending.set(id, { resolve, reject, timer });
      thread.post({ type: 'search', id, search });
    });
  }

  private spawn(index: number): void {
    const worker = new Worker(this.options.url, { name: `search-worker-${index}` });
    const thread = new SearchThread(worker, index);
    this.threads[index] = thread;
    worker.on('message', (message: FromSearchWorker) => this.received(thread, message));
    worker.on('error', (error) => this.logger.warn(`search worker ${index}: ${error.message}`));
    worker.on('exit', (code) => this.exited(thread, code));
    // The pool ends its workers on close; until then they must not keep the process alive.
    // After the listeners: adding a 'message' listener refs the worker again.
    worker.unref();
    this.sendSnapshot(thread).catch((error: Error) => {
      this.logger.warn(`search worker ${index}: snapshot failed (${error.message})`);
      void worker.terminate(); // restarted from its exit
    });
  }

  /** Sends the owner's model in batches; searches are answered in between, changes wait. */
  private sendSnapshot(thread: SearchThread): Promise<void> {
    return this.options.exclusive(async (listings) => {
      if (!thread.alive || this.closed) return;
      thread.state = 'loading';
      let batch: IndexedListing[] = [];
      for (const document of listings.documents()) {
        batch.push(document);
        if (batch.length < SNAPSHOT_BATCH) continue;
        thread.post({ type: 'snapshot', documents: batch });
        batch = [];
        await new Promise((resolve) => setImmediate(resolve));
        if (!thread.alive) return;
      }
      thread.post({ type: 'snapshot', documents: batch });
      thread.post({ type: 'snapshot-end' });
    });
  }

  private received(thread: SearchThread, message: FromSearchWorker): void {
    if (message.type === 'ready') {
      if (!thread.alive) return;
      thread.state = 'ready';
      thread.readyAt = Date.now();
      this.logger.log(
        `search worker ${thread.index}: ${message.size.toLocaleString('en-US')} listings loaded in ${thread.readyAt - thread.startedAt} ms`,
      );
      if (this.allReady()) for (const resolve of this.waiters.splice(0)) resolve();
      return;
    }
    const pending = thread.pending.get(message.id);
    if (!pending) return;
    thread.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.type === 'failed') return pending.reject(new Error(message.message));
    this.answered++;
    pending.resolve(message.answer);
  }

  /** A search took far longer than any should: the worker is stuck (or starved), so it goes. */
  private stalled(thread: SearchThread): void {
    if (!thread.alive) return;
    this.logger.warn(
      `search worker ${thread.index}: no answer in ${this.searchTimeoutMs} ms; restarting it`,
    );
    this.lose(thread, new Error('search worker stalled'));
    void thread.worker.terminate();
  }

  private exited(thread: SearchThread, code: number): void {
    const index = thread.index;
    this.lose(thread, new Error(`search worker exited with code ${code}`));
    if (this.closed || this.threads[index] !== thread) return;
    this.threads[index] = null;
    if (thread.readyAt > 0 && Date.now() - thread.readyAt >= STABLE_MS) this.failures[index] = 0;
    const delay = Math.min(MAX_RESTART_MS, this.restartMs * 2 ** this.failures[index]++);
    this.logger.warn(`search worker ${index} exited (code ${code}); restarting it in ${delay} ms`);
    const timer = setTimeout(() => {
      this.restarts.delete(timer);
      if (!this.closed) this.spawn(index);
    }, delay);
    timer.unref();
    this.restarts.add(timer);
  }

  /** Rejects the thread's searches in flight: the owner answers them. */
  private lose(thread: SearchThread, reason: Error): void {
    thread.state = 'gone';
    for (const pending of thread.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(reason);
    }
    thread.pending.clear();
  }

  private allReady(): boolean {
    return this.threads.every((thread) => thread?.state === 'ready');
  }
}
