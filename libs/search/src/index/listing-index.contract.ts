import { randomUUID } from 'node:crypto';
import {
  type ListingDocument,
  type SearchListingsQuery,
  searchListingsQuerySchema,
  type SearchListingsResponse,
} from '@market/contracts';
import { newListingDocument } from '@market/platform/test-kit';
import type { ListingIndex, ListingSearch } from './listing-index.port.js';

/**
 * A listing document with sensible defaults (the test kit's newListingDocument), numbered
 * so that creation times and photo paths differ; tests change what they look at.
 */
export function listingDocument(fields: Partial<ListingDocument> & { n: number }): ListingDocument {
  const { n, ...rest } = fields;
  const created = new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();
  return newListingDocument({
    price: 20_000,
    locationZip: '78701',
    primaryImageUrl: `/api/media/listings/${n}/card.webp`,
    createdAt: created,
    updatedAt: created,
    ...rest,
  });
}

const query = (input: Record<string, unknown> = {}): ListingSearch =>
  searchListingsQuerySchema.parse(input) as SearchListingsQuery;

/**
 * One contract for every listing-index engine: the same documents and the same queries
 * must give the same answers. `start` gives a fresh, empty, prepared index.
 */
export function describeListingIndexContract(
  name: string,
  start: () => Promise<{ index: ListingIndex; stop: () => Promise<void> }>,
): void {
  describe(`ListingIndex contract: ${name}`, () => {
    let index: ListingIndex;
    let stop: () => Promise<void>;
    const dealerId = randomUUID();
    const hiddenDealerId = randomUUID();
    const repId = randomUUID();

    // Twelve cars, two motorcycles and a truck; some not searchable.
    const docs = {
      accordOld: listingDocument({
        n: 1,
        year: 2012,
        price: 9_500,
        mileage: 120_000,
        title: '2012 Honda Accord',
      }),
      accordNew: listingDocument({
        n: 2,
        year: 2022,
        price: 27_000,
        mileage: 12_000,
        title: '2022 Honda Accord',
        condition: 'certified_pre_owned',
        dealerId,
      }),
      civic: listingDocument({
        n: 3,
        model: 'civic',
        modelLabel: 'Civic',
        title: '2019 Honda Civic',
        year: 2019,
        price: 17_500,
        mileage: 40_000,
        transmission: 'manual',
        salesRepId: repId,
      }),
      camry: listingDocument({
        n: 4,
        make: 'toyota',
        makeLabel: 'Toyota',
        model: 'camry',
        modelLabel: 'Camry',
        title: '2021 Toyota Camry',
        year: 2021,
        price: 24_000,
        mileage: 22_000,
        fuelType: 'hybrid',
        locationCity: 'Dallas',
        locationZip: '75201',
        isFeatured: true,
      }),
      prius: listingDocument({
        n: 5,
        make: 'toyota',
        makeLabel: 'Toyota',
        model: 'prius',
        modelLabel: 'Prius',
        title: '2016 Toyota Prius',
        year: 2016,
        price: 12_000,
        mileage: 90_000,
        fuelType: 'hybrid',
        locationCity: 'Denver',
        locationState: 'CO',
        locationZip: '80202',
        description: 'Sunroof and heated seats, one owner.',
      }),
      model3: listingDocument({
        n: 6,
        make: 'tesla',
        makeLabel: 'Tesla',
        model: 'model-3',
        modelLabel: 'Model 3',
        title: '2023 Tesla Model 3',
        year: 2023,
        price: 38_000,
        mileage: 8_000,
        fuelType: 'electric',
        condition: 'new',
        isFeatured: true,
        features: ['Autopilot', 'Glass roof'],
        dealerId,
      }),
      f150car: listingDocument({
        n: 7,
        make: 'ford',
        makeLabel: 'Ford',
        model: 'mustang',
        modelLabel: 'Mustang',
        title: '2008 Ford Mustang',
        year: 2008,
        price: 14_000,
        mileage: null,
        locationCity: 'Austin',
      }),
      porsche: listingDocument({
        n: 8,
        make: 'porsche',
        makeLabel: 'Porsche',
        model: '911',
        modelLabel: '911',
        title: '2024 Porsche 911',
        year: 2024,
        price: 135_000,
        mileage: 1_000,
        condition: 'new',
        isFeatured: true,
      }),
      sold: listingDocument({ n: 9, status: 'sold', isSold: true, title: '2018 Honda Accord' }),
      pending: listingDocument({ n: 10, status: 'pending', title: '2017 Honda Accord' }),
      inactive: listingDocument({ n: 11, status: 'inactive' }),
      // Active, but its dealer is deactivated: out of search until the dealer is back.
      hiddenDealer: listingDocument({
        n: 15,
        dealerId: hiddenDealerId,
        isFeatured: true,
        sellerActive: false,
        title: '2020 Honda Accord (hidden dealer)',
      }),
      oldFeatured: listingDocument({
        n: 0,
        make: 'bmw',
        makeLabel: 'BMW',
        model: 'x5',
        modelLabel: 'X5',
        title: '2004 BMW X5',
        year: 2004,
        price: 6_000,
        isFeatured: true,
      }),
      harley: listingDocument({
        n: 12,
        category: 'motorcycles',
        make: 'harley-davidson',
        makeLabel: 'Harley-Davidson',
        model: 'street-glide',
        modelLabel: 'Street Glide',
        title: '2007 Harley-Davidson Street Glide',
        year: 2007,
        price: 11_000,
        isFeatured: true,
        salesRepId: repId,
      }),
      ducati: listingDocument({
        n: 13,
        category: 'motorcycles',
        make: 'ducati',
        makeLabel: 'Ducati',
        model: 'monster',
        modelLabel: 'Monster',
        title: '2020 Ducati Monster',
        year: 2020,
        price: 9_000,
      }),
      cascadia: listingDocument({
        n: 14,
        category: 'trucks',
        make: 'freightliner',
        makeLabel: 'Freightliner',
        model: 'cascadia',
        modelLabel: 'Cascadia',
        title: '2012 Freightliner Cascadia',
        year: 2012,
        price: 45_000,
        fuelType: 'diesel',
        dealerId,
      }),
    };
    const cars = [
      docs.accordOld,
      docs.accordNew,
      docs.civic,
      docs.camry,
      docs.prius,
      docs.model3,
      docs.f150car,
      docs.porsche,
      docs.oldFeatured,
    ];
    const ids = (response: SearchListingsResponse) => response.items.map((item) => item.id);
    const newestFirst = (list: ListingDocument[]) =>
      [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((d) => d.id);

    beforeAll(async () => {
      ({ index, stop } = await start());
      await index.upsert(Object.values(docs));
    });
    afterAll(async () => {
      await stop?.();
    });

    it('finds the active, unsold listings of a category, newest first, with the total', async () => {
      const result = await index.search(query());
      expect(ids(result)).toEqual(newestFirst(cars));
      expect(result.total).toBe(cars.length);
      expect(result.nextCursor).toBeNull();
      const card = result.items.find((item) => item.id === docs.model3.id)!;
      expect(card).toMatchObject({
        title: '2023 Tesla Model 3',
        makeLabel: 'Tesla',
        price: 38_000,
        isFeatured: true,
        primaryImageUrl: docs.model3.primaryImageUrl,
      });
      expect(ids(await index.search(query({ category: 'motorcycles' })))).toEqual([
        docs.ducati.id,
        docs.harley.id,
      ]);
    });

    it.each([
      ['make', { make: 'honda' }, ['accordOld', 'accordNew', 'civic']],
      ['make and model', { make: 'honda', model: 'accord' }, ['accordOld', 'accordNew']],
      ['"any" make', { make: 'any' }, 'all'],
      [
        'price range',
        { priceMin: 10_000, priceMax: 25_000 },
        ['civic', 'camry', 'prius', 'f150car'],
      ],
      ['year range', { yearMin: 2019, yearMax: 2022 }, ['accordNew', 'civic', 'camry']],
      [
        'mileage (unknown mileage is left out)',
        { mileageMax: 25_000 },
        ['accordNew', 'camry', 'model3', 'porsche'],
      ],
      ['conditions', { conditions: 'new,certified_pre_owned' }, ['accordNew', 'model3', 'porsche']],
      ['transmissions', { transmissions: 'manual' }, ['civic']],
      ['fuel types', { fuelTypes: ['hybrid', 'electric'] }, ['camry', 'prius', 'model3']],
      ['featured', { featured: 'true' }, ['camry', 'model3', 'porsche', 'oldFeatured']],
      // A seller's inventory spans every category unless one is chosen.
      ['dealer', { dealerId }, ['accordNew', 'model3', 'cascadia']],
      [
        'dealer, every category',
        { dealerId, category: 'all' },
        ['accordNew', 'model3', 'cascadia'],
      ],
      ['dealer, one category', { dealerId, category: 'trucks' }, ['cascadia']],
      ['sales rep', { salesRepId: repId }, ['civic', 'harley']],
      ['sales rep, one category', { salesRepId: repId, category: 'cars' }, ['civic']],
      ['location: city, any case', { location: 'dALLas' }, ['camry']],
      ['location: state', { location: 'CO' }, ['prius']],
      ['location: ZIP prefix', { location: '7820' }, []],
      ['location: ZIP', { location: '80202' }, ['prius']],
      ['free text in the description', { q: 'heated seats' }, ['prius']],
      ['free text in features', { q: 'autopilot' }, ['model3']],
      ['free text in the title, any case', { q: 'MUSTANG' }, ['f150car']],
      [
        'everything at once',
        { make: 'toyota', priceMax: 30_000, fuelTypes: 'hybrid', location: 'TX' },
        ['camry'],
      ],
    ] as const)('filters by %s', async (_label, input, expected) => {
      const want =
        expected === 'all' ? newestFirst(cars) : newestFirst(expected.map((key) => docs[key]));
      const result = await index.search(query(input));
      expect(ids(result)).toEqual(want);
      expect(result.total).toBe(want.length);
    });

    it.each([
      ['price_asc', (a: ListingDocument, b: ListingDocument) => a.price - b.price],
      ['price_desc', (a: ListingDocument, b: ListingDocument) => b.price - a.price],
      ['year_desc', (a: ListingDocument, b: ListingDocument) => b.year - a.year],
      [
        'mileage_asc',
        (a: ListingDocument, b: ListingDocument) =>
          (a.mileage ?? Infinity) - (b.mileage ?? Infinity),
      ],
      [
        'newest',
        (a: ListingDocument, b: ListingDocument) => b.createdAt.localeCompare(a.createdAt),
      ],
    ] as const)(
      'sorts by %s and pages with a cursor, without gaps or repeats',
      async (sort, compare) => {
        const expected = [...cars].sort(compare).map((d) => d.id);
        const seen: string[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < 10; page++) {
          const result = await index.search(query({ sort, limit: 2, cursor, facets: 'false' }));
          expect(result.total).toBe(cars.length);
          expect(result.facets).toBeNull();
          seen.push(...ids(result));
          if (!result.nextCursor) break;
          cursor = result.nextCursor;
        }
        expect(seen).toEqual(expected);
      },
    );

    it('leaves out the listings of a dealer the public does not see, until it is back', async () => {
      expect((await index.search(query({ dealerId: hiddenDealerId }))).total).toBe(0);
      expect((await index.featured('cars', 10)).map((card) => card.id)).not.toContain(
        docs.hiddenDealer.id,
      );
      await index.upsert([{ ...docs.hiddenDealer, sellerActive: true, revision: 2 }]);
      expect(ids(await index.search(query({ dealerId: hiddenDealerId })))).toEqual([
        docs.hiddenDealer.id,
      ]);
      await index.upsert([{ ...docs.hiddenDealer, sellerActive: false, revision: 3 }]);
      expect((await index.search(query({ dealerId: hiddenDealerId }))).total).toBe(0);
    });

    it('counts facets, each ignoring its own filter so other choices stay visible', async () => {
      const { facets } = await index.search(query({ make: 'honda', fuelTypes: 'gasoline' }));
      expect(facets!.make).toEqual(
        expect.arrayContaining([
          { value: 'honda', label: 'Honda', count: 3 },
          { value: 'ford', label: 'Ford', count: 1 },
        ]),
      );
      expect(facets!.make.find((f) => f.value === 'toyota')).toBeUndefined(); // hybrids, filtered out by fuel
      expect(facets!.model).toEqual([
        { value: 'accord', label: 'Accord', count: 2 },
        { value: 'civic', label: 'Civic', count: 1 },
      ]);
      expect(facets!.fuelType).toEqual([{ value: 'gasoline', label: 'Gasoline', count: 3 }]);
      expect(facets!.condition).toEqual([
        { value: 'used', label: 'Used', count: 2 },
        { value: 'certified_pre_owned', label: 'Certified Pre-Owned', count: 1 },
      ]);
      expect(facets!.transmission).toEqual([
        { value: 'automatic', label: 'Automatic', count: 2 },
        { value: 'manual', label: 'Manual', count: 1 },
      ]);
      expect(facets!.price.map((b) => b.count)).toEqual([1, 1, 1, 0, 0]);
      expect(facets!.year.map((b) => b.count)).toEqual([1, 1, 1, 0, 0]);
    });

    it('finds listings within a radius of a ZIP centre, with their distance', async () => {
      const austin = { lat: 30.2713, lon: -97.7426 }; // 78701
      const near = await index.search({ ...query(), near: { ...austin, miles: 50 } });
      const inAustin = cars.filter((d) => d.locationZip === '78701');
      expect(ids(near)).toEqual(newestFirst(inAustin));
      expect(
        near.items.every((card) => card.distanceMiles !== undefined && card.distanceMiles! < 1),
      ).toBe(true);
      const wider = await index.search({
        ...query({ make: 'toyota' }),
        near: { ...austin, miles: 200 },
      });
      expect(ids(wider)).toEqual([docs.camry.id]);
      expect(wider.items[0].distanceMiles).toBeGreaterThan(180);
      expect(wider.items[0].distanceMiles).toBeLessThan(200);
    });

    it('gives the newest featured listings of a category', async () => {
      const featured = await index.featured('cars', 3);
      expect(featured.map((card) => card.id)).toEqual([
        docs.porsche.id,
        docs.model3.id,
        docs.camry.id,
      ]);
      expect((await index.featured('motorcycles', 5)).map((card) => card.id)).toEqual([
        docs.harley.id,
      ]);
    });

    it('suggests makes, models and places', async () => {
      const labels = async (text: string) =>
        (await index.suggest(text, 'cars', 10)).map((s) => `${s.kind}:${s.label}`);
      expect(await labels('hon')).toContain('make:Honda');
      expect(await labels('acc')).toContain('model:Honda Accord');
      expect(await labels('den')).toContain('location:Denver, CO');
      const [accord] = (await index.suggest('accord', 'cars', 10)).filter(
        (s) => s.kind === 'model',
      );
      expect(accord.query).toEqual({ make: 'honda', model: 'accord' });
    });

    it('keeps the newest revision, whatever order the events arrive in', async () => {
      const doc = listingDocument({
        n: 20,
        category: 'trucks',
        revision: 3,
        price: 50_000,
        title: '2015 Kenworth T680',
        make: 'kenworth',
        makeLabel: 'Kenworth',
        model: 't680',
        modelLabel: 'T680',
      });
      await index.upsert([doc]);
      await index.upsert([{ ...doc, revision: 2, price: 1 }]);
      await index.upsert([{ ...doc, revision: 3, price: 2 }]);
      const trucks = async () =>
        (await index.search(query({ category: 'trucks', make: 'kenworth' }))).items;
      expect((await trucks()).map((card) => card.price)).toEqual([50_000]);
      await index.upsert([{ ...doc, revision: 4, status: 'sold', isSold: true }]);
      expect(await trucks()).toEqual([]);
      await index.upsert([{ ...doc, revision: 5, status: 'active', isSold: false, price: 48_000 }]);
      expect((await trucks()).map((card) => card.price)).toEqual([48_000]);
      await index.remove(doc.id, 6);
      await index.upsert([{ ...doc, revision: 5 }]);
      expect(await trucks()).toEqual([]);
      const held: string[] = [];
      for await (const batch of index.revisions()) held.push(...batch.map((entry) => entry.id));
      expect(held).not.toContain(doc.id);
      expect(held).toContain(docs.accordNew.id);
    });
    it('ranks a listing with priority placement first in "newest" until it is cleared; explicit sorts keep their order', async () => {
      const truck = (n: number, price: number) =>
        listingDocument({
          n,
          category: 'trucks',
          price,
          title: '2019 Volvo VNL',
          make: 'volvo',
          makeLabel: 'Volvo',
          model: 'vnl',
          modelLabel: 'VNL',
        });
      const [oldest, middle, newest] = [truck(30, 70_000), truck(31, 60_000), truck(32, 80_000)];
      await index.upsert([oldest, middle, newest]);
      const volvo = (input: Record<string, unknown> = {}) =>
        index.search(query({ category: 'trucks', make: 'volvo', ...input }));
      expect(ids(await volvo())).toEqual([newest.id, middle.id, oldest.id]);

      const until = new Date(Date.UTC(2026, 1, 1)).toISOString();
      await index.upsert([{ ...oldest, revision: 2, priorityUntil: until }]);
      const ranked = await volvo();
      expect(ids(ranked)).toEqual([oldest.id, newest.id, middle.id]);
      // The card shows the listing's real creation time.
      expect(ranked.items[0].createdAt).toBe(oldest.createdAt);
      expect(ids(await volvo({ sort: 'price_asc' }))).toEqual([middle.id, oldest.id, newest.id]);
      expect(ids(await volvo({ sort: 'price_desc' }))).toEqual([newest.id, oldest.id, middle.id]);
      // Keyset paging walks the same order a page at a time.
      const walked: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await volvo({ limit: 1, ...(cursor ? { cursor } : {}) });
        walked.push(...ids(page));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(walked).toEqual([oldest.id, newest.id, middle.id]);

      await index.upsert([{ ...oldest, revision: 3, priorityUntil: null }]);
      expect(ids(await volvo())).toEqual([newest.id, middle.id, oldest.id]);
    });
  });
}
