import type { VehicleCategory } from '@market/contracts';
import { PRICE_BUCKETS, priceBucket, YEAR_BUCKETS, yearBucket } from '../listing-index.port.js';

/** The sorts in the order of Cell.keyAt: newest, price_asc, price_desc, year_desc, mileage_asc. */
export const SORT_INDEX = { newest: 0, price_asc: 1, price_desc: 2, year_desc: 3, mileage_asc: 4 } as const;
const SORT_KEYS = 5;
/** Mileage unknown sorts last, as `coalesce(mileage, 2147483647)` does in SQL. */
export const UNKNOWN_MILEAGE = 2_147_483_647;

/** What the in-memory read model holds of a searchable listing: the columns searches filter, sort and count by. */
export interface IndexedListing {
  id: string;
  revision: number;
  category: VehicleCategory;
  make: string;
  makeLabel: string;
  model: string;
  modelLabel: string;
  condition: string;
  fuelType: string;
  transmission: string;
  year: number;
  price: number;
  mileage: number | null;
  isFeatured: boolean;
  dealerId: string | null;
  salesRepId: string | null;
  locationState: string | null;
  /** City, state and ZIP in lower case, as the contains-match reads them. */
  locationText: string;
  lat: number | null;
  lon: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** Values interned to small integer codes (code 0 is "none"), with the latest label seen for each. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [''];
  readonly labels: string[] = [''];

  code(value: string | null, label?: string): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.labels.push(label ?? value);
    } else if (label !== undefined) this.labels[code] = label;
    return code;
  }

  /** The code of a value already seen, else -1 (a filter on it matches nothing). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * The listings of one category that share make, model, condition, fuel type and
 * transmission. Every facet but price and year is a property of the cell, so a search
 * decides those per cell (about 27,000 for 750,000 cars) and reads rows only for price,
 * year and the sort key — kept here, side by side, so the read is sequential instead of a
 * cache miss per row. Rows are unordered; removal moves the last row in.
 */
export class Cell {
  n = 0;
  slots = new Int32Array(4);
  prices = new Float64Array(4);
  years = new Uint16Array(4);
  priceBuckets = new Uint8Array(4);
  createdAt = new Float64Array(4);
  /** -1 when unknown. */
  mileages = new Int32Array(4);
  locations = new Uint32Array(4);
  /** How many rows fall in each price and year bucket: what an unranged search counts. */
  readonly priceCounts = new Int32Array(PRICE_BUCKETS.length);
  readonly yearCounts = new Int32Array(YEAR_BUCKETS.length);
  /**
   * Per sort (SORT_INDEX), the best key of any row, smaller being better (as TopRows keys
   * them): a cell that cannot beat the page's worst row is not read for the page.
   */
  private readonly bestKeys = new Float64Array(SORT_KEYS).fill(Infinity);
  private boundsStale = false;

  constructor(
    readonly make: number,
    readonly model: number,
    readonly condition: number,
    readonly fuelType: number,
    readonly transmission: number,
  ) {}

  /** Adds a row; returns its position. */
  add(slot: number, columns: Columns): number {
    if (this.n === this.slots.length) {
      const capacity = this.n * 2;
      this.slots = grown(this.slots, capacity);
      this.prices = grown(this.prices, capacity);
      this.years = grown(this.years, capacity);
      this.priceBuckets = grown(this.priceBuckets, capacity);
      this.createdAt = grown(this.createdAt, capacity);
      this.mileages = grown(this.mileages, capacity);
      this.locations = grown(this.locations, capacity);
    }
    const i = this.n++;
    this.slots[i] = slot;
    this.prices[i] = columns.price[slot];
    this.years[i] = columns.year[slot];
    this.priceBuckets[i] = columns.priceBucket[slot];
    this.createdAt[i] = columns.createdAt[slot];
    this.mileages[i] = columns.mileage[slot];
    this.locations[i] = columns.location[slot];
    this.priceCounts[this.priceBuckets[i]]++;
    this.yearCounts[yearBucket(this.years[i])]++;
    if (!this.boundsStale) {
      for (let sort = 0; sort < SORT_KEYS; sort++) {
        this.bestKeys[sort] = Math.min(this.bestKeys[sort], this.keyAt(sort, i));
      }
    }
    return i;
  }

  /** A lower bound of the sort keys of the cell's rows (see TopRows for the keys). */
  bestKey(sort: number): number {
    if (this.boundsStale) {
      this.bestKeys.fill(Infinity);
      for (let i = 0; i < this.n; i++) {
        for (let s = 0; s < SORT_KEYS; s++) this.bestKeys[s] = Math.min(this.bestKeys[s], this.keyAt(s, i));
      }
      this.boundsStale = false;
    }
    return this.bestKeys[sort];
  }

  /** Row i's key for a sort, smaller first: newest, price ↑, price ↓, year ↓, mileage ↑ (unknown last). */
  keyAt(sort: number, i: number): number {
    switch (sort) {
      case 0:
        return -this.createdAt[i];
      case 1:
        return this.prices[i];
      case 2:
        return -this.prices[i];
      case 3:
        return -this.years[i];
      default:
        return this.mileages[i] === -1 ? UNKNOWN_MILEAGE : this.mileages[i];
    }
  }

  /** Removes the row at `position`; returns the slot moved into it (or -1). */
  removeAt(position: number): number {
    this.priceCounts[this.priceBuckets[position]]--;
    this.yearCounts[yearBucket(this.years[position])]--;
    this.boundsStale = true;
    const last = --this.n;
    if (position === last) return -1;
    this.slots[position] = this.slots[last];
    this.prices[position] = this.prices[last];
    this.years[position] = this.years[last];
    this.priceBuckets[position] = this.priceBuckets[last];
    this.createdAt[position] = this.createdAt[last];
    this.mileages[position] = this.mileages[last];
    this.locations[position] = this.locations[last];
    return this.slots[position];
  }
}

/** A typed array grown to `capacity`, keeping its rows. */
function grown<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
  column: T,
  capacity: number,
): T {
  const next = new (column.constructor as new (length: number) => T)(capacity);
  next.set(column);
  return next;
}

/**
 * Growable typed-array columns, one row per slot. Every field is assigned by name, so the
 * object keeps one hidden class and the search loops read the columns at full speed.
 */
export class Columns {
  capacity = 0;
  make = new Uint32Array(0);
  model = new Uint32Array(0);
  condition = new Uint8Array(0);
  fuelType = new Uint8Array(0);
  transmission = new Uint8Array(0);
  year = new Uint16Array(0);
  price = new Float64Array(0);
  priceBucket = new Uint8Array(0);
  /** -1 when unknown. */
  mileage = new Int32Array(0);
  featured = new Uint8Array(0);
  dealer = new Uint32Array(0);
  salesRep = new Uint32Array(0);
  state = new Uint32Array(0);
  location = new Uint32Array(0);
  createdAt = new Float64Array(0);
  revision = new Int32Array(0);
  /** Where the slot sits in its cell. */
  cellPosition = new Int32Array(0);

  ensure(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2, slots);
    this.make = grown(this.make, capacity);
    this.model = grown(this.model, capacity);
    this.condition = grown(this.condition, capacity);
    this.fuelType = grown(this.fuelType, capacity);
    this.transmission = grown(this.transmission, capacity);
    this.year = grown(this.year, capacity);
    this.price = grown(this.price, capacity);
    this.priceBucket = grown(this.priceBucket, capacity);
    this.mileage = grown(this.mileage, capacity);
    this.featured = grown(this.featured, capacity);
    this.dealer = grown(this.dealer, capacity);
    this.salesRep = grown(this.salesRep, capacity);
    this.state = grown(this.state, capacity);
    this.location = grown(this.location, capacity);
    this.createdAt = grown(this.createdAt, capacity);
    this.revision = grown(this.revision, capacity);
    this.cellPosition = grown(this.cellPosition, capacity);
    this.capacity = capacity;
  }
}

/** One category's cells and the postings of its selective non-facet filters. */
export class CategoryListings {
  readonly cells: Cell[] = [];
  private readonly cellByKey = new Map<string, Cell>();
  readonly byState = new Map<number, Set<number>>();
  count = 0;

  cellFor(make: number, model: number, condition: number, fuel: number, transmission: number): Cell {
    const key = `${make}:${model}:${condition}:${fuel}:${transmission}`;
    let cell = this.cellByKey.get(key);
    if (!cell) {
      cell = new Cell(make, model, condition, fuel, transmission);
      this.cellByKey.set(key, cell);
      this.cells.push(cell);
    }
    return cell;
  }
}

/**
 * The searchable listings in memory, as typed-array columns indexed by slot, grouped into
 * cells per category. About 60 bytes a listing plus its id: a million take ~150 MB.
 */
export class MemoryListings {
  readonly columns = new Columns();
  readonly ids: (string | null)[] = [];
  readonly cellOf: (Cell | null)[] = [];
  readonly categoryOf: (VehicleCategory | null)[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly free: number[] = [];
  readonly categories = new Map<VehicleCategory, CategoryListings>();
  readonly makes = new Dictionary();
  /** Keyed by make and model (modelKey): the same model name under two makes is two models. */
  readonly models = new Dictionary();
  readonly conditions = new Dictionary();
  readonly fuelTypes = new Dictionary();
  readonly transmissions = new Dictionary();
  readonly states = new Dictionary();
  readonly locations = new Dictionary();
  /** Per location code: its ZIP centre (NaN when unknown). */
  locationLat = new Float64Array(16);
  locationLon = new Float64Array(16);
  readonly dealers = new Dictionary();
  readonly salesReps = new Dictionary();
  readonly byDealer = new Map<number, Set<number>>();
  readonly bySalesRep = new Map<number, Set<number>>();
  readonly featured = new Set<number>();
  /** Grows with every change, so answers can be cached per version. */
  version = 0;

  get size(): number {
    return this.slotById.size;
  }

  category(category: VehicleCategory): CategoryListings {
    let held = this.categories.get(category);
    if (!held) {
      held = new CategoryListings();
      this.categories.set(category, held);
    }
    return held;
  }

  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  revisionOf(id: string): number | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.columns.revision[slot];
  }

  /** Adds or replaces a listing (the caller has checked it is searchable and newer). */
  put(listing: IndexedListing): void {
    if (this.slotById.has(listing.id)) this.remove(listing.id);
    const slot = this.free.pop() ?? this.ids.length;
    if (slot === this.ids.length) {
      this.ids.push(null);
      this.cellOf.push(null);
      this.categoryOf.push(null);
    }
    const c = this.columns;
    c.ensure(slot + 1);
    const make = this.makes.code(listing.make, listing.makeLabel);
    const model = this.models.code(modelKey(listing.make, listing.model), listing.modelLabel);
    const condition = this.conditions.code(listing.condition);
    const fuel = this.fuelTypes.code(listing.fuelType);
    const transmission = this.transmissions.code(listing.transmission);
    c.make[slot] = make;
    c.model[slot] = model;
    c.condition[slot] = condition;
    c.fuelType[slot] = fuel;
    c.transmission[slot] = transmission;
    c.year[slot] = listing.year;
    c.price[slot] = listing.price;
    c.priceBucket[slot] = priceBucket(listing.price);
    c.mileage[slot] = listing.mileage ?? -1;
    c.featured[slot] = listing.isFeatured ? 1 : 0;
    c.dealer[slot] = this.dealers.code(listing.dealerId);
    c.salesRep[slot] = this.salesReps.code(listing.salesRepId);
    c.state[slot] = this.states.code(listing.locationState?.toUpperCase() ?? null);
    c.location[slot] = this.location(listing);
    c.createdAt[slot] = listing.createdAt;
    c.revision[slot] = listing.revision;
    const held = this.category(listing.category);
    const cell = held.cellFor(make, model, condition, fuel, transmission);
    c.cellPosition[slot] = cell.add(slot, c);
    held.count++;
    this.ids[slot] = listing.id;
    this.cellOf[slot] = cell;
    this.categoryOf[slot] = listing.category;
    this.slotById.set(listing.id, slot);
    if (c.state[slot]) posting(held.byState, c.state[slot]).add(slot);
    if (c.dealer[slot]) posting(this.byDealer, c.dealer[slot]).add(slot);
    if (c.salesRep[slot]) posting(this.bySalesRep, c.salesRep[slot]).add(slot);
    if (listing.isFeatured) this.featured.add(slot);
    this.version++;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    const c = this.columns;
    const cell = this.cellOf[slot]!;
    const moved = cell.removeAt(c.cellPosition[slot]);
    if (moved !== -1) c.cellPosition[moved] = c.cellPosition[slot];
    const held = this.category(this.categoryOf[slot]!);
    held.count--;
    held.byState.get(c.state[slot])?.delete(slot);
    this.byDealer.get(c.dealer[slot])?.delete(slot);
    this.bySalesRep.get(c.salesRep[slot])?.delete(slot);
    this.featured.delete(slot);
    this.slotById.delete(id);
    this.ids[slot] = null;
    this.cellOf[slot] = null;
    this.categoryOf[slot] = null;
    this.free.push(slot);
    this.version++;
  }

  private location(listing: IndexedListing): number {
    const code = this.locations.code(listing.locationText || null);
    if (code >= this.locationLat.length) {
      const lat = new Float64Array(this.locationLat.length * 2);
      const lon = new Float64Array(this.locationLon.length * 2);
      lat.set(this.locationLat);
      lon.set(this.locationLon);
      this.locationLat = lat;
      this.locationLon = lon;
    }
    this.locationLat[code] = listing.lat ?? Number.NaN;
    this.locationLon[code] = listing.lon ?? Number.NaN;
    return code;
  }
}

function posting(map: Map<number, Set<number>>, code: number): Set<number> {
  let set = map.get(code);
  if (!set) {
    set = new Set();
    map.set(code, set);
  }
  return set;
}

/** A model's dictionary key: the model's value under its make. */
export const modelKey = (make: string, model: string) => `${make}\u0000${model}`;
/** The model's own value back from its key. */
export const modelValue = (key: string) => key.slice(key.indexOf('\u0000') + 1);
