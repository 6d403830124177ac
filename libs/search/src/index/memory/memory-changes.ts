import type { FeedChanges } from '../postgres/postgres-listing-feed.js';
import type { MemoryListings } from './memory-listings.js';

/**
 * Applies what the feed read; revisions keep a late or repeated read from undoing a newer
 * one. The owner applies it, and every search worker applies the same changes in the same
 * order to its replica (a module of its own so a worker loads no more than it needs).
 */
export function applyChanges(listings: MemoryListings, changes: FeedChanges): void {
  for (const document of changes.documents) {
    const held = listings.revisionOf(document.id);
    // The same revision is the same state (the table changes a row only for a newer one).
    if (held !== undefined && held >= document.revision) continue;
    if (document.searchable) listings.put(document);
    else listings.remove(document.id);
  }
  for (const removal of changes.removals) {
    const held = listings.revisionOf(removal.id);
    if (held !== undefined && held < removal.revision) listings.remove(removal.id);
  }
}

/** Whether a poll read anything (most read nothing: no need to wake the workers). */
export const hasChanges = (changes: FeedChanges) =>
  changes.documents.length > 0 || changes.removals.length > 0;
