import type { SearchSort } from '@market/contracts';
import type { SearchCursor } from '../search-cursor.js';
import { type Cell, type MemoryListings, SORT_INDEX, UNKNOWN_MILEAGE } from './memory-listings.js';


/**
 * The first `size` rows in a sort order, after a cursor, kept in a bounded heap while a
 * search offers every row it finds: a row worse than the worst kept costs one comparison.
 * The order is the SQL engine's: the sort key, then the id in the same direction.
 */
export class TopRows {
  private readonly heap: number[] = [];
  /** -1 for descending sorts: keys are negated so smaller is always better. */
  private readonly sign: 1 | -1;
  private readonly key: (slot: number) => number;
  private readonly after: { key: number; id: string } | null;
  /** The key of the worst row kept once the heap is full: anything above it is out at once. */
  worstKey = Infinity;
  /** The sort's index for Cell.keyAt and Cell.bestKey. */
  readonly sortIndex: number;

  constructor(
    private readonly listings: MemoryListings,
    private readonly sort: SearchSort,
    private readonly size: number,
    cursor: SearchCursor | null,
  ) {
    // The columns as they are now: a search runs synchronously, so they cannot grow meanwhile.
    const { createdAt, price, year, mileage } = listings.columns;
    this.sign = sort === 'price_asc' || sort === 'mileage_asc' ? 1 : -1;
    this.sortIndex = SORT_INDEX[sort];
    this.key =
      sort === 'newest'
        ? (slot) => -createdAt[slot]
        : sort === 'price_asc'
          ? (slot) => price[slot]
          : sort === 'price_desc'
            ? (slot) => -price[slot]
            : sort === 'year_desc'
              ? (slot) => -year[slot]
              : (slot) => (mileage[slot] === -1 ? UNKNOWN_MILEAGE : mileage[slot]);
    this.after = cursor ? { key: this.sign * this.cursorKey(cursor.value), id: cursor.id } : null;
  }

  offer(slot: number): void {
    this.offerKeyed(slot, this.key(slot));
  }

  /** Offers a row whose sort key the caller read. */
  offerKeyed(slot: number, key: number): void {
    if (key > this.worstKey) return;
    const after = this.after;
    if (after && (key < after.key || (key === after.key && !this.precedes(key, after.id, key, this.id(slot)))))
      return;
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(slot);
      this.up(heap.length - 1);
    } else {
      // The heap's root is the worst row kept.
      const worst = heap[0];
      if (!this.precedes(key, this.id(slot), this.key(worst), this.id(worst))) return;
      heap[0] = slot;
      this.down(0);
    }
    if (heap.length === this.size) this.worstKey = this.key(heap[0]);
  }

  /** The rows kept, best first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) =>
      this.precedes(this.key(a), this.id(a), this.key(b), this.id(b)) ? -1 : 1,
    );
  }

  /** The sort value a cursor carries for a row: an ISO date for "newest", else the number. */
  cursorValue(slot: number): number | string {
    const value = this.sign * this.key(slot);
    return this.sort === 'newest' ? new Date(value).toISOString() : value;
  }

  private cursorKey(value: SearchCursor['value']): number {
    if (this.sort === 'newest') return typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return value === null ? UNKNOWN_MILEAGE : Number(value);
  }

  private id(slot: number): string {
    return this.listings.ids[slot]!;
  }

  /** Whether (keyA, idA) comes before (keyB, idB): ids follow the sort's direction. */
  private precedes(keyA: number, idA: string, keyB: number, idB: string): boolean {
    if (keyA !== keyB) return keyA < keyB;
    return this.sign === 1 ? idA < idB : idA > idB;
  }

  private up(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(heap[i], heap[parent])) return;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  private down(i: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && this.worse(heap[left], heap[worst])) worst = left;
      if (right < heap.length && this.worse(heap[right], heap[worst])) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  }

  private worse(a: number, b: number): boolean {
    return this.precedes(this.key(b), this.id(b), this.key(a), this.id(a));
  }
}
