import type { VehicleCategory } from '@market/contracts';
import { priceBucket } from '../listing-index.port.js';
import {
  CategoryCells,
  type CellRow,
  grown,
  idOrderKey,
  rowOrders,
  stateBit,
} from './category-cells.js';
import { WordIndex } from './word-index.js';

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
  locationCity: string | null;
  locationState: string | null;
  /** City, state and ZIP in lower case, as the contains-match reads them. */
  locationText: string;
  lat: number | null;
  lon: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /**
   * The lexemes of its text as PostgreSQL's `simple` configuration makes them, space
   * separated: the free-text index (absent where the model answers no free text, as in
   * the search workers).
   */
  words?: string;
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
  location = new Uint32Array(0);
  createdAt = new Float64Array(0);
  /** idOrderKey of the listing's id. */
  idKey = new Float64Array(0);
  revision = new Int32Array(0);
  /** The slot's cell in its category's cells, in its coarse cells and in its state cells. */
  cell = new Int32Array(0);
  coarseCell = new Int32Array(0);
  stateCell = new Int32Array(0);

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
    this.location = grown(this.location, capacity);
    this.createdAt = grown(this.createdAt, capacity);
    this.idKey = grown(this.idKey, capacity);
    this.revision = grown(this.revision, capacity);
    this.cell = grown(this.cell, capacity);
    this.coarseCell = grown(this.coarseCell, capacity);
    this.stateCell = grown(this.stateCell, capacity);
    this.capacity = capacity;
  }
}

/**
 * The searchable listings in memory, as typed-array columns indexed by slot, grouped into
 * cells per category. About 60 bytes a listing plus its id: a million take ~150 MB.
 */
export class MemoryListings {
  readonly columns = new Columns();
  readonly ids: (string | null)[] = [];
  readonly categoryOf: (VehicleCategory | null)[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly free: number[] = [];
  /** Per category, the rows in cells by make, model, condition, fuel type and transmission. */
  readonly categories = new Map<VehicleCategory, CategoryCells>();
  /**
   * Per category, the same rows in cells by make, condition, fuel type and transmission
   * (model 0): about a seventh as many cells. A search without a make reads only these,
   * and a make search reads these for the other makes (the make facet) and the make's own
   * cells above (the model facet).
   */
  readonly coarse = new Map<VehicleCategory, CategoryCells>();
  /**
   * Per category, the coarse cells split by the listing's state, listed per state: a
   * location filter reads only the cells of the states it reaches.
   */
  readonly byState = new Map<VehicleCategory, CategoryCells>();
  readonly makes = new Dictionary();
  /** Keyed by make and model (modelKey): the same model name under two makes is two models. */
  readonly models = new Dictionary();
  readonly conditions = new Dictionary();
  readonly fuelTypes = new Dictionary();
  readonly transmissions = new Dictionary();
  readonly states = new Dictionary();
  readonly locations = new Dictionary();
  /**
   * Locations keyed by their text and state (location filters are decided once per
   * location, then looked up per row): per code, the text the contains-match reads, the
   * state code and the ZIP centre (NaN when unknown).
   */
  readonly locationTexts: string[] = [''];
  /** Per location code, the city as stored (suggestions show it). */
  readonly locationCities: (string | null)[] = [null];
  locationState = new Uint32Array(16);
  locationLat = new Float64Array(16);
  locationLon = new Float64Array(16);
  readonly dealers = new Dictionary();
  readonly salesReps = new Dictionary();
  readonly byDealer = new Map<number, Set<number>>();
  readonly bySalesRep = new Map<number, Set<number>>();
  readonly featured = new Set<number>();
  readonly words = new WordIndex();
  /** Grows with every change, so answers can be cached per version. */
  version = 0;
  private bulk = false;

  constructor(private readonly options: { freeText?: boolean } = {}) {}

  get size(): number {
    return this.slotById.size;
  }

  category(category: VehicleCategory): CategoryCells {
    return this.grid(this.categories, category);
  }

  coarseCategory(category: VehicleCategory): CategoryCells {
    return this.grid(this.coarse, category);
  }

  stateCategory(category: VehicleCategory): CategoryCells {
    return this.grid(this.byState, category);
  }

  private grid(
    grids: Map<VehicleCategory, CategoryCells>,
    category: VehicleCategory,
  ): CategoryCells {
    let held = grids.get(category);
    if (!held) {
      held = new CategoryCells({ bulk: this.bulk });
      grids.set(category, held);
    }
    return held;
  }

  /** Starts a bulk load: rows are appended as they come, and `compact` orders them at the end. */
  beginBulk(): void {
    this.bulk = true;
  }

  /** Lays every category's rows out cell by cell, in order (ending a bulk load). */
  compact(): void {
    // Every grid orders the same rows: they are sorted once, here.
    const orders = this.bulk
      ? rowOrders(Int32Array.from(this.slotById.values()), this.columns)
      : undefined;
    for (const grids of [this.categories, this.coarse, this.byState])
      for (const grid of grids.values()) grid.compact(orders);
    if (this.bulk) this.words.trim();
    this.bulk = false;
  }

  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  revisionOf(id: string): number | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.columns.revision[slot];
  }

  /**
   * Every listing held, rebuilt from the columns and dictionaries as `put` took it (labels,
   * coordinates and state as the model holds them now): a replica in a worker thread loads
   * from these. The model must not change while they are read.
   */
  *documents(): Generator<IndexedListing> {
    const c = this.columns;
    for (let slot = 0; slot < this.ids.length; slot++) {
      const id = this.ids[slot];
      if (id === null) continue;
      const make = c.make[slot];
      const model = c.model[slot];
      const location = c.location[slot];
      const mileage = c.mileage[slot];
      yield {
        id,
        revision: c.revision[slot],
        category: this.categoryOf[slot]!,
        make: this.makes.values[make],
        makeLabel: this.makes.labels[make],
        model: modelValue(this.models.values[model]),
        modelLabel: this.models.labels[model],
        condition: this.conditions.values[c.condition[slot]],
        fuelType: this.fuelTypes.values[c.fuelType[slot]],
        transmission: this.transmissions.values[c.transmission[slot]],
        year: c.year[slot],
        price: c.price[slot],
        mileage: mileage === -1 ? null : mileage,
        isFeatured: c.featured[slot] === 1,
        dealerId: valueOf(this.dealers, c.dealer[slot]),
        salesRepId: valueOf(this.salesReps, c.salesRep[slot]),
        ...this.place(location),
        createdAt: c.createdAt[slot],
      };
    }
  }

  /** Adds or replaces a listing (the caller has checked it is searchable and newer). */
  put(listing: IndexedListing): void {
    if (this.slotById.has(listing.id)) this.remove(listing.id);
    const slot = this.free.pop() ?? this.ids.length;
    if (slot === this.ids.length) {
      this.ids.push(null);
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
    c.location[slot] = this.location(listing);
    c.createdAt[slot] = listing.createdAt;
    c.idKey[slot] = idOrderKey(listing.id);
    c.revision[slot] = listing.revision;
    const row: CellRow = {
      slot,
      idKey: c.idKey[slot],
      price: listing.price,
      year: listing.year,
      priceBucket: c.priceBucket[slot],
      createdAt: listing.createdAt,
      mileage: c.mileage[slot],
      location: c.location[slot],
      stateBit: stateBit(this.locationState[c.location[slot]]),
    };
    const held = this.category(listing.category);
    c.cell[slot] = held.cellFor(make, model, condition, fuel, transmission);
    held.add(c.cell[slot], row);
    const coarse = this.coarseCategory(listing.category);
    c.coarseCell[slot] = coarse.cellFor(make, 0, condition, fuel, transmission);
    coarse.add(c.coarseCell[slot], row);
    const byState = this.stateCategory(listing.category);
    const state = this.locationState[c.location[slot]];
    c.stateCell[slot] = byState.cellFor(make, 0, condition, fuel, transmission, state);
    byState.add(c.stateCell[slot], row);
    this.ids[slot] = listing.id;
    this.categoryOf[slot] = listing.category;
    this.slotById.set(listing.id, slot);
    if (c.dealer[slot]) posting(this.byDealer, c.dealer[slot]).add(slot);
    if (c.salesRep[slot]) posting(this.bySalesRep, c.salesRep[slot]).add(slot);
    if (listing.isFeatured) this.featured.add(slot);
    if (listing.words !== undefined && this.options.freeText !== false)
      this.words.set(slot, listing.words);
    this.version++;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    const c = this.columns;
    const row = { slot, year: c.year[slot], price: c.price[slot], idKey: c.idKey[slot] };
    this.category(this.categoryOf[slot]!).remove(c.cell[slot], row);
    this.coarseCategory(this.categoryOf[slot]!).remove(c.coarseCell[slot], row);
    this.stateCategory(this.categoryOf[slot]!).remove(c.stateCell[slot], row);
    this.byDealer.get(c.dealer[slot])?.delete(slot);
    this.bySalesRep.get(c.salesRep[slot])?.delete(slot);
    this.featured.delete(slot);
    this.words.clear(slot);
    this.slotById.delete(id);
    this.ids[slot] = null;
    this.categoryOf[slot] = null;
    this.free.push(slot);
    this.version++;
  }

  /** A location code's fields as `put` reads them (code 0: no location). */
  private place(
    code: number,
  ): Pick<IndexedListing, 'locationCity' | 'locationState' | 'locationText' | 'lat' | 'lon'> {
    if (code === 0)
      return { locationCity: null, locationState: null, locationText: '', lat: null, lon: null };
    const lat = this.locationLat[code];
    const lon = this.locationLon[code];
    return {
      locationCity: this.locationCities[code],
      locationState: valueOf(this.states, this.locationState[code]),
      locationText: this.locationTexts[code],
      lat: Number.isNaN(lat) ? null : lat,
      lon: Number.isNaN(lon) ? null : lon,
    };
  }

  private location(listing: IndexedListing): number {
    if (!listing.locationText && !listing.locationState && !listing.locationCity) return 0;
    const code = this.locations.code(
      `${listing.locationCity ?? ''}\u0000${listing.locationState ?? ''}\u0000${listing.locationText}`,
    );
    if (code === this.locationTexts.length) {
      this.locationTexts.push(listing.locationText);
      this.locationCities.push(listing.locationCity);
    }
    if (code >= this.locationLat.length) {
      const capacity = this.locationLat.length * 2;
      this.locationState = grown(this.locationState, capacity);
      this.locationLat = grown(this.locationLat, capacity);
      this.locationLon = grown(this.locationLon, capacity);
    }
    // Compared as stored, with the searched state upper-cased, as the SQL engine does.
    this.locationState[code] = this.states.code(listing.locationState);
    this.locationLat[code] = listing.lat ?? Number.NaN;
    this.locationLon[code] = listing.lon ?? Number.NaN;
    return code;
  }
}

/** The value of a code, null for code 0 ("none"). */
function valueOf(dictionary: Dictionary, code: number): string | null {
  return code === 0 ? null : dictionary.values[code];
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
