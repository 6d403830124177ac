import { parentPort } from 'node:worker_threads';
import type { CategorySearch } from '../listing-index.port.js';
import { applyChanges } from './memory-changes.js';
import { MemoryListings } from './memory-listings.js';
import { searchMemory } from './memory-search.js';
import {
  type FromSearchWorker,
  listingAnswerOf,
  type ToSearchWorker,
} from './search-worker-protocol.js';

/**
 * A search worker thread (started by SearchWorkerPool): a replica of the read model, loaded
 * from a snapshot of the owner's model, then kept exact by the changes the owner applies,
 * in the owner's order. Messages are handled one at a time in the order they were sent, so
 * a search sees every change the owner had applied when it sent the search.
 */
const port = parentPort;
if (!port) throw new Error('search-worker.js runs as a worker thread (SearchWorkerPool starts it)');

// Free text is answered on the owner's thread: no word index here.
const listings = new MemoryListings({ freeText: false });
// A worker gets one snapshot, first: rows are appended as they come and ordered at its end.
listings.beginBulk();

port.on('message', (message: ToSearchWorker) => {
  const reply = handle(message);
  if (reply) port.postMessage(reply);
});

function handle(message: ToSearchWorker): FromSearchWorker | null {
  switch (message.type) {
    case 'snapshot':
      for (const document of message.documents) listings.put(document);
      return null;
    case 'snapshot-end':
      listings.compact();
      return { type: 'ready', size: listings.size };
    case 'changes':
      applyChanges(listings, message.changes);
      return null;
    case 'search':
      return answer(message.id, message.search);
  }
}

/** Free text never comes here: its matches are slots of the owner's model. */
function answer(id: number, search: CategorySearch): FromSearchWorker {
  try {
    return {
      type: 'answer',
      id,
      answer: listingAnswerOf(listings, searchMemory(listings, search, null)),
    };
  } catch (error) {
    // The owner answers it itself, and so throws the same error (an invalid cursor) as ever.
    return { type: 'failed', id, message: (error as Error).message };
  }
}
