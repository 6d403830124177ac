import type { SearchSort } from '@market/contracts';
import type { SearchCursor } from '../search-cursor.js';
import type { MemoryListings } from './memory-listings.js';

/** Mileage unknown sorts last, as `coalesce(mileage, 2147483647)` does in SQL. */
const UNKNOWN_MILEAGE = 2_147_483_647;

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

  constructor(
    private readonly listings: MemoryListings,
    private readonly sort: SearchSort,
    private readonly size: number,
    cursor: SearchCursor | null,
  ) {
    const c = listings.columns;
    this.sign = sort === 'price_asc' || sort === 'mileage_asc' ? 1 : -1;
    this.key =
      sort === 'newest'
        ? (slot) => -c.createdAt[slot]
        : sort === 'price_asc'
          ? (slot) => c.price[slot]
          : sort === 'price_desc'
            ? (slot) => -c.price[slot]
            : sort === 'year_desc'
              ? (slot) => -c.year[slot]
              : (slot) => (c.mileage[slot] === -1 ? UNKNOWN_MILEAGE : c.mileage[slot]);
    this.after = cursor ? { key: this.sign * this.cursorKey(cursor.value), id: cursor.id } : null;
  }

  offer(slot: number): void {
    const key = this.key(slot);
    if (this.after && !this.precedes(this.after.key, this.after.id, key, this.id(slot))) return;
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(slot);
      this.up(heap.length - 1);
      return;
    }
    // The heap's root is the worst row kept.
    const worst = heap[0];
    if (!this.precedes(key, this.id(slot), this.key(worst), this.id(worst))) return;
    heap[0] = slot;
    this.down(0);
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
