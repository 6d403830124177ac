import type { CategorySearch } from '../listing-index.port.js';
import type { FeedChanges } from '../postgres/postgres-listing-feed.js';
import type { IndexedListing, MemoryListings } from './memory-listings.js';
import type { MemoryAnswer } from './memory-search.js';

/**
 * A search's answer by listing: slots differ from replica to replica, ids and revisions
 * mean the same in every one (and key the card cache).
 */
export interface ListingAnswer {
  ids: string[];
  revisions: number[];
  /** The sort value of each listing of the page, as the cursor carries it. */
  sortValues: (number | string)[];
  distances: number[] | null;
  total: number;
  /** The facets as the API sends them: written where the search ran, sent as one string. */
  facetsJson: string | null;
  hasMore: boolean;
}

/** Reads the page's ids and revisions at once: a slot may hold another listing after the next change. */
export function listingAnswerOf(listings: MemoryListings, answer: MemoryAnswer): ListingAnswer {
  return {
    ids: answer.slots.map((slot) => listings.ids[slot]!),
    revisions: answer.slots.map((slot) => listings.columns.revision[slot]),
    sortValues: answer.sortValues,
    distances: answer.distances,
    total: answer.total,
    facetsJson: answer.facets ? JSON.stringify(answer.facets) : null,
    hasMore: answer.hasMore,
  };
}

/** What the owner sends a worker; a worker handles them one by one, in the order sent. */
export type ToSearchWorker =
  /** Part of the model as it stood when the worker started (the first messages it gets). */
  | { type: 'snapshot'; documents: IndexedListing[] }
  /** The snapshot is complete: the worker answers searches from now on. */
  | { type: 'snapshot-end' }
  /** What the owner applied to its model after the snapshot, in its order. */
  | { type: 'changes'; changes: FeedChanges }
  | { type: 'search'; id: number; search: CategorySearch };

export type FromSearchWorker =
  | { type: 'ready'; size: number }
  | { type: 'answer'; id: number; answer: ListingAnswer }
  | { type: 'failed'; id: number; message: string };
