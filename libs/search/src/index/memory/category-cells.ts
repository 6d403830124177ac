import { PRICE_BUCKETS, YEAR_BUCKETS, yearBucket } from '../listing-index.port.js';

/** The sorts in the order of keyAt: newest, price_asc, price_desc, year_desc, mileage_asc. */
export const SORT_INDEX = {
  newest: 0,
  price_asc: 1,
  price_desc: 2,
  year_desc: 3,
  mileage_asc: 4,
} as const;
const SORTS = 5;
/** Mileage unknown sorts last, as `coalesce(mileage, 2147483647)` does in SQL. */
export const UNKNOWN_MILEAGE = 2_147_483_647;
const PRICES = PRICE_BUCKETS.length;
/** Numbers per year group: year, start, end and a count per price bucket. */
export const GROUP = 3 + PRICES;
const YEARS = YEAR_BUCKETS.length;

/**
 * A number that orders ids as PostgreSQL orders uuids (byte by byte, i.e. by their hex
 * digits): the first 13 hex digits, exact in a double. Equal keys fall back to the ids.
 */
export function idOrderKey(id: string): number {
  return Number.parseInt(id.replace(/-/g, '').slice(0, 13), 16);
}

const NO_CELLS: readonly number[] = [];

/**
 * A cell's key: the six codes packed into one exact number (53 bits) while each fits its
 * field (makes < 4,096, models < 1,048,576, states < 64, the rest < 32), else a string.
 * A bulk load looks a key up three times per listing: a number costs no string.
 */
function cellKey(
  make: number,
  model: number,
  condition: number,
  fuel: number,
  transmission: number,
  state: number,
): number | string {
  if (
    make < 4_096 &&
    model < 1_048_576 &&
    condition < 32 &&
    fuel < 32 &&
    transmission < 32 &&
    state < 64
  )
    return (
      ((((make * 1_048_576 + model) * 32 + condition) * 32 + fuel) * 32 + transmission) * 64 + state
    );
  return `${make}:${model}:${condition}:${fuel}:${transmission}:${state}`;
}

function listed(lists: Map<number, number[]>, code: number): number[] {
  let list = lists.get(code);
  if (!list) {
    list = [];
    lists.set(code, list);
  }
  return list;
}

type Column = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** A larger typed array of the same kind, keeping the rows. */
export function grown<T extends Column>(column: T, capacity: number): T {
  const next = new (column.constructor as new (length: number) => T)(capacity);
  next.set(column as never);
  return next;
}

/** A grid's row columns, as `compact` reads them from the arena it replaces. */
interface Rows {
  newest: Int32Array;
  slots: Int32Array;
  idKeys: Float64Array;
  prices: Float64Array;
  years: Uint16Array;
  priceBuckets: Uint8Array;
  createdAt: Float64Array;
  mileages: Int32Array;
  locations: Uint32Array;
}

/** Slots in the two orders a cell keeps its rows in (see CategoryCells). */
export interface RowOrders {
  /** Newest year first, then price, then id key: a cell's arena order. */
  bySearchOrder: Int32Array;
  /** Newest creation first: a cell's `newest` order. */
  newestFirst: Int32Array;
}

/** Rows' values by slot (MemoryListings' columns are such). */
export interface SlotValues {
  year: ArrayLike<number>;
  price: ArrayLike<number>;
  idKey: ArrayLike<number>;
  createdAt: ArrayLike<number>;
}

/** `slots` sorted into both orders. */
export function rowOrders(slots: Int32Array, values: SlotValues): RowOrders {
  const { year, price, idKey, createdAt } = values;
  return {
    bySearchOrder: slots
      .slice()
      .sort((a, b) => year[b] - year[a] || price[a] - price[b] || idKey[a] - idKey[b]),
    newestFirst: slots.slice().sort((a, b) => createdAt[b] - createdAt[a]),
  };
}

/** What a row brings to its cell. */
export interface CellRow {
  slot: number;
  idKey: number;
  price: number;
  year: number;
  priceBucket: number;
  createdAt: number;
  /** -1 when unknown. */
  mileage: number;
  location: number;
  /** The bit of the row's state in a cell's state mask (stateBit). */
  stateBit: number;
}

/**
 * A state's bit in a cell's 32-bit state mask (codes share bits past 32: a mask tells
 * which cells cannot hold a state, never which do).
 */
export const stateBit = (stateCode: number): number => 1 << (stateCode & 31);

/**
 * One category's listings grouped into cells: the listings that share make, model,
 * condition, fuel type and transmission. Every facet but price and year is a property of
 * the cell, so a search decides those once per cell (about 27,000 for 750,000 cars) and
 * reads rows only for price, year, mileage, location and the sort key. MemoryListings
 * keeps a second grouping with model 0 in every cell (make, condition, fuel, transmission:
 * about 4,000 cells for those cars) for what needs no model facet.
 *
 * Everything a search reads is in typed arrays read in sequence: the cells' attributes and
 * counts indexed by cell, and the rows in one arena where each cell owns a contiguous
 * region (with room to grow; a full cell moves to the end, and the arena is compacted when
 * a third of it is abandoned). A cell's rows are ordered by year (newest first), then price,
 * then id: a large cell answers a price and year range by binary searches per year (see
 * `yearGroups`), and a row is found for removal by the same search. A bulk load appends
 * unordered rows and `compact` orders them once.
 */
export class CategoryCells {
  count = 0;
  cellCount = 0;
  private readonly cellByKey = new Map<number | string, number>();
  /** Per make code and per state code, their cells in the order they were made. */
  private readonly cellsByMake = new Map<number, number[]>();
  private readonly cellsByState = new Map<number, number[]>();

  // Per cell.
  cellMake = new Uint32Array(64);
  cellModel = new Uint32Array(64);
  cellCondition = new Uint8Array(64);
  cellFuel = new Uint8Array(64);
  cellTransmission = new Uint8Array(64);
  cellStart = new Int32Array(64);
  cellSize = new Int32Array(64);
  cellRoom = new Int32Array(64);
  /** How many rows fall in each price and year bucket: what an unranged search counts. */
  cellPriceCounts = new Int32Array(64 * PRICES);
  cellYearCounts = new Int32Array(64 * YEARS);
  /**
   * The states the cell's rows lie in, as bits (stateBit): a location filter skips the cells
   * with none of its states. Bits are set as rows come and not cleared when they go (a stale
   * bit only costs a read).
   */
  cellStates = new Uint32Array(64);
  /** Per sort, a lower bound of the cell's keys: a cell that cannot beat a page's worst row is not read. */
  private cellBest = new Float64Array(64 * SORTS).fill(Infinity);
  private cellStale = new Uint8Array(64);

  // Per row of the arena.
  private used = 0;
  private abandoned = 0;
  slots = new Int32Array(1024);
  idKeys = new Float64Array(1024);
  prices = new Float64Array(1024);
  years = new Uint16Array(1024);
  priceBuckets = new Uint8Array(1024);
  createdAt = new Float64Array(1024);
  /**
   * Per cell region, the offsets of its rows (from the cell's start) newest first: a search
   * sorted by "newest" reads a cell from its newest row and stops at the first one the page
   * would not take. Kept from the end of a bulk load (`compact`) on.
   */
  newest = new Int32Array(1024);
  mileages = new Int32Array(1024);
  locations = new Uint32Array(1024);

  /** False during a bulk load (rows appended as they come), until `compact` orders them. */
  private ordered: boolean;
  /** Per cell, its year groups once computed (null: to compute again after a change). */
  private groups: (Int32Array | null)[] = [];

  constructor(options: { bulk?: boolean } = {}) {
    this.ordered = !options.bulk;
  }

  /** The cell of a combination (`state` 0 in the grids that do not split by state). */
  cellFor(
    make: number,
    model: number,
    condition: number,
    fuel: number,
    transmission: number,
    state = 0,
  ): number {
    const key = cellKey(make, model, condition, fuel, transmission, state);
    let cell = this.cellByKey.get(key);
    if (cell === undefined) {
      cell = this.cellCount++;
      if (cell === this.cellMake.length) this.growCells(cell * 2);
      this.cellMake[cell] = make;
      this.cellModel[cell] = model;
      this.cellCondition[cell] = condition;
      this.cellFuel[cell] = fuel;
      this.cellTransmission[cell] = transmission;
      this.cellStart[cell] = this.used;
      this.cellSize[cell] = 0;
      this.cellRoom[cell] = 0;
      this.cellStates[cell] = 0;
      this.cellByKey.set(key, cell);
      listed(this.cellsByMake, make).push(cell);
      listed(this.cellsByState, state).push(cell);
    }
    return cell;
  }

  /** A make's cells (none for a make this category has never held). */
  cellsOfMake(make: number): readonly number[] {
    return this.cellsByMake.get(make) ?? NO_CELLS;
  }

  /** A state's cells, in a grid that splits by state. */
  cellsOfState(state: number): readonly number[] {
    return this.cellsByState.get(state) ?? NO_CELLS;
  }

  /** Adds a row to a cell, in order (or at the end during a bulk load). */
  add(cell: number, row: CellRow): void {
    if (this.cellSize[cell] === this.cellRoom[cell])
      this.relocate(cell, Math.max(4, this.cellRoom[cell] * 2));
    const start = this.cellStart[cell];
    const end = start + this.cellSize[cell];
    const at = this.ordered ? this.seek(start, end, row.year, row.price, row.idKey) : end;
    if (at < end) this.shift(at, end, 1);
    this.cellSize[cell]++;
    this.slots[at] = row.slot;
    this.idKeys[at] = row.idKey;
    this.prices[at] = row.price;
    this.years[at] = row.year;
    this.priceBuckets[at] = row.priceBucket;
    this.createdAt[at] = row.createdAt;
    this.mileages[at] = row.mileage;
    this.locations[at] = row.location;
    if (this.ordered) this.insertNewest(start, end, at - start);
    this.cellPriceCounts[cell * PRICES + row.priceBucket]++;
    this.cellYearCounts[cell * YEARS + yearBucket(row.year)]++;
    this.cellStates[cell] |= row.stateBit;
    if (this.cellStale[cell] === 0) {
      for (let sort = 0; sort < SORTS; sort++) {
        const i = cell * SORTS + sort;
        this.cellBest[i] = Math.min(this.cellBest[i], this.keyAt(sort, at));
      }
    }
    this.groups[cell] = null;
    this.count++;
  }

  /** Removes a listing's row from its cell (found by its year, price and id key). */
  remove(cell: number, row: Pick<CellRow, 'slot' | 'year' | 'price' | 'idKey'>): void {
    const start = this.cellStart[cell];
    const end = start + this.cellSize[cell];
    let at = this.ordered ? this.seek(start, end, row.year, row.price, row.idKey) : start;
    while (at < end && this.slots[at] !== row.slot) at++;
    if (at === end) return;
    this.cellPriceCounts[cell * PRICES + this.priceBuckets[at]]--;
    this.cellYearCounts[cell * YEARS + yearBucket(this.years[at])]--;
    this.cellStale[cell] = 1;
    this.groups[cell] = null;
    if (this.ordered) this.removeNewest(start, end, at - start);
    if (at + 1 < end) this.shift(at + 1, end, -1);
    this.cellSize[cell]--;
    this.count--;
  }

  /**
   * A cell's rows per year, newest first, for range counts without reading rows: 8 numbers a
   * year — the year, the first and past-the-last arena position, and its rows per price
   * bucket. Computed on the first search after a change.
   */
  yearGroups(cell: number): Int32Array {
    const held = this.groups[cell];
    if (held) return held;
    const start = this.cellStart[cell];
    const end = start + this.cellSize[cell];
    let count = 0;
    for (let at = start; at < end; at++)
      if (at === start || this.years[at] !== this.years[at - 1]) count++;
    const groups = new Int32Array(count * GROUP);
    let g = -1;
    for (let at = start; at < end; at++) {
      if (at === start || this.years[at] !== this.years[at - 1]) {
        g++;
        groups[g * GROUP] = this.years[at];
        groups[g * GROUP + 1] = at;
      }
      groups[g * GROUP + 2] = at + 1;
      groups[g * GROUP + 3 + this.priceBuckets[at]]++;
    }
    this.groups[cell] = groups;
    return groups;
  }

  /** The first position in [from, to) whose price is at least `price` (rows of one year). */
  firstAtLeast(from: number, to: number, price: number): number {
    // Most ranges leave one end open or take a whole year: no search then.
    if (from >= to || this.prices[from] >= price) return from;
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (this.prices[mid] < price) from = mid + 1;
      else to = mid;
    }
    return from;
  }

  /** The first position in [from, to) whose price is above `price` (rows of one year). */
  firstAbove(from: number, to: number, price: number): number {
    if (from >= to || this.prices[to - 1] <= price) return to;
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (this.prices[mid] <= price) from = mid + 1;
      else to = mid;
    }
    return from;
  }

  /** A lower bound of the sort keys of the cell's rows. */
  bestKey(cell: number, sort: number): number {
    if (this.cellStale[cell] === 1) {
      const start = this.cellStart[cell];
      const end = start + this.cellSize[cell];
      for (let s = 0; s < SORTS; s++) {
        let best = Infinity;
        for (let at = start; at < end; at++) best = Math.min(best, this.keyAt(s, at));
        this.cellBest[cell * SORTS + s] = best;
      }
      this.cellStale[cell] = 0;
    }
    return this.cellBest[cell * SORTS + sort];
  }

  /** A row's key for a sort, smaller first (as TopRows orders them; ties go by id). */
  keyAt(sort: number, at: number): number {
    switch (sort) {
      case 0:
        return -this.createdAt[at];
      case 1:
        return this.prices[at];
      case 2:
        return -this.prices[at];
      case 3:
        return -this.years[at];
      default:
        return this.mileages[at] === -1 ? UNKNOWN_MILEAGE : this.mileages[at];
    }
  }

  /**
   * Rewrites the arena cell by cell with a little room each, so scans read it in order.
   * After a bulk load it also orders each cell's rows and builds their newest-first order,
   * by distributing the rows in `orders` (every row held, in both orders: see `rowOrders`;
   * a caller with several grids over the same rows sorts them once for all).
   */
  compact(orders?: RowOrders): void {
    let total = 0;
    const room = new Int32Array(this.cellCount);
    for (let cell = 0; cell < this.cellCount; cell++) {
      room[cell] = this.cellSize[cell] + Math.max(2, this.cellSize[cell] >> 3);
      total += room[cell];
    }
    const old = this.rows();
    const oldStart = this.cellStart.slice(0, this.cellCount);
    this.allocateRows(Math.max(1024, Math.ceil(total * 1.25)));
    let at = 0;
    for (let cell = 0; cell < this.cellCount; cell++) {
      this.cellStart[cell] = at;
      this.cellRoom[cell] = room[cell];
      at += room[cell];
    }
    this.used = at;
    this.abandoned = 0;
    this.groups = [];
    if (this.ordered) {
      // Already in order: each cell's rows and newest order move as they are.
      for (let cell = 0; cell < this.cellCount; cell++) {
        const from = oldStart[cell];
        const to = this.cellStart[cell];
        for (let i = 0; i < this.cellSize[cell]; i++) this.copyRowFrom(old, from + i, to + i);
        this.newest.set(old.newest.subarray(from, from + this.cellSize[cell]), to);
      }
      return;
    }
    // A bulk load's rows: where each slot is, then the rows dealt out to their cells in order.
    const { bySearchOrder, newestFirst } = orders ?? this.ownOrders(oldStart, old);
    let slots = 0;
    for (const slot of bySearchOrder) slots = Math.max(slots, slot + 1);
    const cellOf = new Int32Array(slots).fill(-1);
    const source = new Int32Array(slots);
    for (let cell = 0; cell < this.cellCount; cell++) {
      for (let i = 0; i < this.cellSize[cell]; i++) {
        const from = oldStart[cell] + i;
        cellOf[old.slots[from]] = cell;
        source[old.slots[from]] = from;
      }
    }
    const fill = new Int32Array(this.cellCount);
    const placed = new Int32Array(slots);
    for (const slot of bySearchOrder) {
      const cell = slot < slots ? cellOf[slot] : -1;
      if (cell === -1) continue; // another grid's row
      const to = this.cellStart[cell] + fill[cell]++;
      this.copyRowFrom(old, source[slot], to);
      placed[slot] = to;
    }
    fill.fill(0);
    for (const slot of newestFirst) {
      const cell = slot < slots ? cellOf[slot] : -1;
      if (cell === -1) continue;
      const start = this.cellStart[cell];
      this.newest[start + fill[cell]++] = placed[slot] - start;
    }
    this.ordered = true;
  }

  /** Both orders of the rows held, read from the arena as it was (cells at `starts`). */
  private ownOrders(starts: Int32Array, rows: Rows): RowOrders {
    const held: number[] = [];
    for (let cell = 0; cell < this.cellCount; cell++)
      for (let i = 0; i < this.cellSize[cell]; i++) held.push(starts[cell] + i);
    const slots = Int32Array.from(held, (at) => rows.slots[at]);
    const size = slots.reduce((most, slot) => Math.max(most, slot + 1), 0);
    const values = {
      year: new Uint16Array(size),
      price: new Float64Array(size),
      idKey: new Float64Array(size),
      createdAt: new Float64Array(size),
    };
    for (const at of held) {
      const slot = rows.slots[at];
      values.year[slot] = rows.years[at];
      values.price[slot] = rows.prices[at];
      values.idKey[slot] = rows.idKeys[at];
      values.createdAt[slot] = rows.createdAt[at];
    }
    return rowOrders(slots, values);
  }

  /**
   * Where a row belongs in a cell's region: after the rows of newer years, of lower prices
   * and of lower id keys.
   */
  private seek(from: number, to: number, year: number, price: number, idKey: number): number {
    while (from < to) {
      const mid = (from + to) >>> 1;
      const before =
        this.years[mid] > year ||
        (this.years[mid] === year &&
          (this.prices[mid] < price || (this.prices[mid] === price && this.idKeys[mid] < idKey)));
      if (before) from = mid + 1;
      else to = mid;
    }
    return from;
  }

  /**
   * Puts the row just written at offset `offset` of the cell starting at `start` (whose rows
   * were [start, end) before it) into the cell's newest-first order: the offsets at or after
   * it moved up by one.
   */
  private insertNewest(start: number, end: number, offset: number): void {
    const newest = this.newest;
    for (let k = start; k < end; k++) if (newest[k] >= offset) newest[k]++;
    const createdAt = this.createdAt[start + offset];
    let from = start;
    let to = end;
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (this.createdAt[start + newest[mid]] >= createdAt) from = mid + 1;
      else to = mid;
    }
    if (from < end) newest.copyWithin(from + 1, from, end);
    newest[from] = offset;
  }

  /** Takes the row at offset `offset` out of the newest-first order of the cell's rows [start, end). */
  private removeNewest(start: number, end: number, offset: number): void {
    const newest = this.newest;
    let k = start;
    while (k < end && newest[k] !== offset) k++;
    if (k + 1 < end) newest.copyWithin(k, k + 1, end);
    for (let j = start; j < end - 1; j++) if (newest[j] > offset) newest[j]--;
  }

  /** Moves the rows in [from, to) by `by` positions within the arena. */
  private shift(from: number, to: number, by: 1 | -1): void {
    for (const column of [
      this.slots,
      this.idKeys,
      this.prices,
      this.years,
      this.priceBuckets,
      this.createdAt,
      this.mileages,
      this.locations,
    ]) {
      column.copyWithin(from + by, from, to);
    }
  }

  private rows(): Rows {
    return {
      newest: this.newest,
      slots: this.slots,
      idKeys: this.idKeys,
      prices: this.prices,
      years: this.years,
      priceBuckets: this.priceBuckets,
      createdAt: this.createdAt,
      mileages: this.mileages,
      locations: this.locations,
    };
  }

  /** Moves a full cell to the end of the arena with more room. */
  private relocate(cell: number, room: number): void {
    // Not during a bulk load: its end compacts once, in order.
    if (this.ordered && this.abandoned > 1024 && this.abandoned * 3 > this.used) {
      this.compact();
      if (this.cellSize[cell] < this.cellRoom[cell]) return; // compaction left room
    }
    if (this.used + room > this.slots.length)
      this.growRows(Math.max(this.slots.length * 2, this.used + room));
    const from = this.cellStart[cell];
    const size = this.cellSize[cell];
    const to = this.used;
    for (let i = 0; i < size; i++) this.copyRowFrom(this, from + i, to + i);
    this.newest.copyWithin(to, from, from + size); // offsets within the cell: unchanged
    this.abandoned += this.cellRoom[cell];
    this.cellStart[cell] = to;
    this.cellRoom[cell] = room;
    this.used += room;
    this.groups[cell] = null;
  }

  /** Copies a row from `rows` (this grid's arena, or the one a compaction replaces) to `to`. */
  private copyRowFrom(rows: Rows, from: number, to: number): void {
    this.slots[to] = rows.slots[from];
    this.idKeys[to] = rows.idKeys[from];
    this.prices[to] = rows.prices[from];
    this.years[to] = rows.years[from];
    this.priceBuckets[to] = rows.priceBuckets[from];
    this.createdAt[to] = rows.createdAt[from];
    this.mileages[to] = rows.mileages[from];
    this.locations[to] = rows.locations[from];
  }

  private growRows(capacity: number): void {
    this.slots = grown(this.slots, capacity);
    this.idKeys = grown(this.idKeys, capacity);
    this.prices = grown(this.prices, capacity);
    this.years = grown(this.years, capacity);
    this.priceBuckets = grown(this.priceBuckets, capacity);
    this.createdAt = grown(this.createdAt, capacity);
    this.newest = grown(this.newest, capacity);
    this.mileages = grown(this.mileages, capacity);
    this.locations = grown(this.locations, capacity);
  }

  private allocateRows(capacity: number): void {
    this.slots = new Int32Array(capacity);
    this.idKeys = new Float64Array(capacity);
    this.prices = new Float64Array(capacity);
    this.years = new Uint16Array(capacity);
    this.priceBuckets = new Uint8Array(capacity);
    this.createdAt = new Float64Array(capacity);
    this.newest = new Int32Array(capacity);
    this.mileages = new Int32Array(capacity);
    this.locations = new Uint32Array(capacity);
  }

  private growCells(capacity: number): void {
    this.cellMake = grown(this.cellMake, capacity);
    this.cellModel = grown(this.cellModel, capacity);
    this.cellCondition = grown(this.cellCondition, capacity);
    this.cellFuel = grown(this.cellFuel, capacity);
    this.cellTransmission = grown(this.cellTransmission, capacity);
    this.cellStart = grown(this.cellStart, capacity);
    this.cellSize = grown(this.cellSize, capacity);
    this.cellRoom = grown(this.cellRoom, capacity);
    this.cellPriceCounts = grown(this.cellPriceCounts, capacity * PRICES);
    this.cellYearCounts = grown(this.cellYearCounts, capacity * YEARS);
    this.cellStates = grown(this.cellStates, capacity);
    const best = new Float64Array(capacity * SORTS).fill(Infinity);
    best.set(this.cellBest);
    this.cellBest = best;
    this.cellStale = grown(this.cellStale, capacity);
  }
}
