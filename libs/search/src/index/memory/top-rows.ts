import type { SearchSort } from '@market/contracts';
import type { SearchCursor } from '../search-cursor.js';
import { idOrderKey, SORT_INDEX, UNKNOWN_MILEAGE } from './category-cells.js';
import type { MemoryListings } from './memory-listings.js';

/**
 * The first `size` rows in a sort order, after a cursor, kept in a bounded heap while a
 * search offers every row it finds: a row worse than the worst kept costs one comparison.
 * The order is the SQL engine's: the sort key, then the id in the same direction (compared
 * by its numeric prefix, idOrderKey, and in full only when the prefixes are equal).
 */
export class TopRows {
  private readonly heap: number[] = [];
  /** -1 for descending sorts: keys are negated so smaller is always better. */
  private readonly sign: 1 | -1;
  private readonly key: (slot: number) => number;
  private readonly idKeyOf: Float64Array;
  private readonly after: { key: number; idKey: number; id: string } | null;
  /** The key of the worst row kept once the heap is full: anything above it is out at once. */
  worstKey = Infinity;
  private worstIdKey = 0;
  private worstId = '';
  /** The sort's index for CategoryCells.keyAt and bestKey. */
  readonly sortIndex: number;

  constructor(
    private readonly listings: MemoryListings,
    private readonly sort: SearchSort,
    private readonly size: number,
    cursor: SearchCursor | null,
  ) {
    // The columns as they are now: a search runs synchronously, so they cannot grow meanwhile.
    const { createdAt, price, year, mileage, idKey } = listings.columns;
    this.idKeyOf = idKey;
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
    this.after = cursor
      ? {
          key: this.sign * this.cursorKey(cursor.value),
          idKey: idOrderKey(cursor.id),
          id: cursor.id,
        }
      : null;
  }

  offer(slot: number): void {
    this.offerKeyed(slot, this.key(slot), this.idKeyOf[slot]);
  }

  /** Offers a row whose sort key and id key the caller read. */
  offerKeyed(slot: number, key: number, idKey: number): void {
    if (key > this.worstKey) return;
    const after = this.after;
    if (
      after &&
      (key < after.key ||
        (key === after.key && !this.idBefore(after.idKey, after.id, idKey, null, -1, slot)))
    )
      return;
    const heap = this.heap;
    if (heap.length < this.size) {
      heap.push(slot);
      this.up(heap.length - 1);
    } else {
      // The heap's root is the worst row kept; a tie with it goes by id (many rows share a price).
      if (key === this.worstKey && !this.idBefore(idKey, null, this.worstIdKey, this.worstId, slot))
        return;
      heap[0] = slot;
      this.down(0);
    }
    if (heap.length === this.size) {
      this.worstKey = this.key(heap[0]);
      this.worstIdKey = this.idKeyOf[heap[0]];
      this.worstId = this.id(heap[0]);
    }
  }

  /** The rows kept, best first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.precedes(a, b) ? -1 : 1));
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

  /**
   * Whether id A comes before id B in the sort's direction. An id is given as its key and
   * either the string or (read only when the keys tie) its slot.
   */
  private idBefore(
    idKeyA: number,
    idA: string | null,
    idKeyB: number,
    idB: string | null,
    slotA = -1,
    slotB = -1,
  ): boolean {
    if (idKeyA !== idKeyB) return this.sign === 1 ? idKeyA < idKeyB : idKeyA > idKeyB;
    const a = idA ?? this.id(slotA);
    const b = idB ?? this.id(slotB);
    return this.sign === 1 ? a < b : a > b;
  }

  /** Whether row a comes before row b. */
  private precedes(a: number, b: number): boolean {
    const keyA = this.key(a);
    const keyB = this.key(b);
    if (keyA !== keyB) return keyA < keyB;
    return this.idBefore(this.idKeyOf[a], null, this.idKeyOf[b], null, a, b);
  }

  private up(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.precedes(heap[parent], heap[i])) return;
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
      if (left < heap.length && this.precedes(heap[worst], heap[left])) worst = left;
      if (right < heap.length && this.precedes(heap[worst], heap[right])) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  }
}
