import { randomUUID } from 'node:crypto';
import { type ListingDocument, searchListingsQuerySchema } from '@market/contracts';
import { listingDocument } from '../listing-index.contract.js';
import { type CategorySearch, isCategorySearch, newestRank } from '../listing-index.port.js';
import type { IndexedListing } from './memory-listings.js';

/**
 * Random listings over a small vocabulary and random searches over it (every filter but
 * free text, every sort, facets or not), so that filters both hit and miss: for tests that
 * compare two ways of answering the same searches.
 */
export class RandomListings {
  private seed: number;
  readonly dealers = [randomUUID(), randomUUID()];
  readonly reps = [randomUUID()];

  constructor(seed = 7) {
    this.seed = seed;
  }

  random(): number {
    this.seed = (this.seed * 1103515245 + 12345) % 2147483648;
    return this.seed / 2147483648;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)];
  }

  document(n: number): ListingDocument {
    const [make, models] = this.pick(MAKES);
    const model = this.pick(models);
    const [city, state, zip] = this.pick(PLACES);
    const status = this.pick(['active', 'active', 'active', 'active', 'sold'] as const);
    return listingDocument({
      n: n + Math.floor(this.random() * 3), // some share a creation time: ties break by id
      category: this.pick(['cars', 'cars', 'cars', 'trucks'] as const),
      make,
      makeLabel: make[0].toUpperCase() + make.slice(1),
      model,
      modelLabel: model.toUpperCase(),
      price: this.pick([4_999, 10_000, 10_000.5, 17_250, 25_000, 31_000, 50_000, 99_999, 140_000]),
      year: this.pick([2001, 2004, 2005, 2009, 2012, 2015, 2018, 2020, 2024]),
      mileage: this.pick([null, 0, 9_000, 25_000, 60_000, 120_000]),
      condition: this.pick(['new', 'used', 'used', 'certified_pre_owned'] as const),
      fuelType: this.pick(['gasoline', 'gasoline', 'hybrid', 'electric', 'diesel'] as const),
      transmission: this.pick(['automatic', 'automatic', 'manual', 'cvt'] as const),
      isFeatured: this.random() < 0.2,
      dealerId: this.random() < 0.3 ? this.pick(this.dealers) : null,
      salesRepId: this.random() < 0.2 ? this.pick(this.reps) : null,
      locationCity: city,
      locationState: state,
      locationZip: zip,
      status,
      isSold: status === 'sold',
    });
  }

  /** A document as the feed reads it (location text and ZIP centre as the table computes them). */
  indexed(document: ListingDocument): IndexedListing {
    const place = PLACES.find(([, , zip]) => zip === document.locationZip);
    return {
      id: document.id,
      revision: document.revision,
      category: document.category,
      make: document.make,
      makeLabel: document.makeLabel,
      model: document.model,
      modelLabel: document.modelLabel,
      condition: document.condition,
      fuelType: document.fuelType,
      transmission: document.transmission,
      year: document.year,
      price: document.price,
      mileage: document.mileage,
      isFeatured: document.isFeatured,
      dealerId: document.dealerId,
      salesRepId: document.salesRepId,
      locationCity: document.locationCity,
      locationState: document.locationState,
      locationText: [document.locationCity, document.locationState, document.locationZip]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      lat: place?.[3] ?? null,
      lon: place?.[4] ?? null,
      createdAt: Date.parse(newestRank(document)),
    };
  }

  /** A search within one category (the model's own ground; whole inventories go to the table). */
  search(): CategorySearch {
    const input: Record<string, unknown> = {
      limit: this.pick([3, 10, 50]),
      category: this.pick(['cars', 'cars', 'trucks']),
    };
    const maybe = (chance: number, set: () => unknown) => {
      if (this.random() < chance) set();
    };
    maybe(0.6, () => {
      const [make, models] = this.pick(MAKES);
      input.make = this.random() < 0.05 ? 'lada' : make;
      maybe(0.4, () => (input.model = this.random() < 0.1 ? 'nova' : this.pick(models)));
    });
    maybe(0.35, () => (input.priceMin = this.pick([0, 5_000, 10_000, 17_250])));
    maybe(0.45, () => (input.priceMax = this.pick([10_000, 10_000.5, 23_456, 50_000, 200_000])));
    maybe(0.35, () => (input.yearMin = this.pick([2004, 2005, 2013, 2020])));
    maybe(0.2, () => (input.yearMax = this.pick([2020, 2024, 2030])));
    maybe(0.2, () => (input.mileageMax = this.pick([0, 25_000, 100_000])));
    maybe(0.25, () => (input.conditions = this.pick(['new', 'used,certified_pre_owned'])));
    maybe(0.25, () => (input.fuelTypes = this.pick(['hybrid', 'gasoline,electric'])));
    maybe(0.2, () => (input.transmissions = this.pick(['manual', 'automatic,cvt'])));
    maybe(0.15, () => (input.featured = this.pick(['true', 'false'])));
    maybe(0.1, () => (input.dealerId = this.pick(this.dealers)));
    maybe(0.08, () => (input.salesRepId = this.pick(this.reps)));
    maybe(0.15, () => (input.location = this.pick(['TX', 'co', 'austin', '7820', 'as', 'den'])));
    if (Number(input.priceMin) > Number(input.priceMax)) delete input.priceMin;
    if (Number(input.yearMin) > Number(input.yearMax)) delete input.yearMin;
    maybe(
      0.5,
      () => (input.sort = this.pick(['price_asc', 'price_desc', 'mileage_asc', 'year_desc'])),
    );
    maybe(0.2, () => (input.facets = 'false'));
    const search = searchListingsQuerySchema.parse(input);
    if (!isCategorySearch(search)) throw new Error('random searches name a category');
    if (this.random() < 0.15) {
      const miles = this.pick([5, 200, 1_000]);
      return { ...search, near: { lat: 30.2713, lon: -97.7426, miles } };
    }
    return search;
  }
}

const PLACES = [
  ['Austin', 'TX', '78701', 30.27, -97.74],
  ['Dallas', 'TX', '75201', 32.79, -96.8],
  ['Houston', 'TX', '77002', 29.76, -95.36],
  ['Denver', 'CO', '80202', 39.75, -105],
  ['Phoenix', 'AZ', '85004', 33.45, -112.07],
  ['Seattle', 'WA', '98101', 47.61, -122.33],
  [null, null, null, null, null],
] as const;

const MAKES = [
  ['honda', ['accord', 'civic', 'cr-v']],
  ['toyota', ['camry', 'prius']],
  ['ford', ['f-150', 'mustang']],
  ['tesla', ['model-3']],
] as const;
