import { type Client, errors } from '@elastic/elasticsearch';
import type { ListingDocument } from '@market/contracts';
import { AppError, ValidationError } from '@market/platform';
import { ZipLocator } from '../../geo/zip-locator.js';
import { listingDocument } from '../listing-index.contract.js';
import { type ListingSearch, priceBucket, yearBucket } from '../listing-index.port.js';
import { decodeCursor, encodeCursor } from '../search-cursor.js';
import { ElasticsearchListingIndex } from './elasticsearch-listing-index.js';
import type { Body } from './fake-elasticsearch.test-support.js';
import {
  card,
  hitsResponse,
  ID_A,
  ID_B,
  ID_C,
  query,
  setup,
} from './listing-index-fixtures.test-support.js';

/** The search request the adapter builds, and how it reads the answer. */
describe('ElasticsearchListingIndex.search', () => {
  describe('search: what it asks', () => {
    const searched = async (search: ListingSearch) => {
      const { es, index } = setup();
      es.on('POST', '/:index/_search', hitsResponse([], 0, {}));
      await index.search(search);
      return es.bodyOf('POST', '/listings/_search');
    };

    it('asks for one page and one more, newest first with the id as tie-break, with an exact total', async () => {
      const body = await searched(query({ limit: 20 }));
      expect(body).toMatchObject({
        size: 21,
        track_total_hits: true,
        _source: ['card'],
        sort: [{ createdAt: { order: 'desc' } }, { id: { order: 'desc' } }],
        query: {
          bool: { filter: [{ term: { searchable: true } }, { term: { category: 'cars' } }] },
        },
      });
      expect(body.post_filter).toBeUndefined();
      expect(body.search_after).toBeUndefined();
      expect(Object.keys(body.aggs)).toEqual([
        'make',
        'condition',
        'fuelType',
        'transmission',
        'price',
        'year',
      ]);
    });

    it.each([
      ['price_asc', [{ price: { order: 'asc' } }, { id: { order: 'asc' } }]],
      ['price_desc', [{ price: { order: 'desc' } }, { id: { order: 'desc' } }]],
      ['year_desc', [{ year: { order: 'desc' } }, { id: { order: 'desc' } }]],
      [
        'mileage_asc',
        [{ mileage: { order: 'asc', missing: 2_147_483_647 } }, { id: { order: 'asc' } }],
      ],
    ])('sorts %s', async (sort, expected) => {
      expect((await searched(query({ sort }))).sort).toEqual(expected);
    });

    it('puts every filter that is not a facet in the query', async () => {
      const dealerId = '11111111-1111-4111-8111-111111111111';
      const salesRepId = '22222222-2222-4222-8222-222222222222';
      const body = await searched({
        ...query({
          category: 'trucks',
          mileageMax: 50_000,
          featured: 'true',
          dealerId,
          salesRepId,
          location: 'New Y*rk?',
          q: 'heated seats',
        }),
        near: { lat: 30.27, lon: -97.74, miles: 50 },
      });
      expect(body.query.bool.filter).toEqual([
        { term: { searchable: true } },
        { term: { category: 'trucks' } },
        { range: { mileage: { lte: 50_000 } } },
        { term: { isFeatured: true } },
        { term: { dealerId } },
        { term: { salesRepId } },
        { wildcard: { locationText: { value: '*new y\\*rk\\?*' } } },
        { match: { text: { query: 'heated seats', operator: 'and' } } },
        { geo_distance: { distance: '50mi', location: { lat: 30.27, lon: -97.74 } } },
      ]);
      expect(body.post_filter).toBeUndefined();
      expect(body._source).toEqual(['card', 'location']);
    });

    it('reads a two-letter location as a state, anything else as a lowercase contains-match', async () => {
      expect((await searched(query({ location: 'tx' }))).query.bool.filter[2]).toEqual({
        term: { locationState: 'TX' },
      });
      expect((await searched(query({ location: 'dALLas' }))).query.bool.filter[2]).toEqual({
        wildcard: { locationText: { value: '*dallas*' } },
      });
      expect((await searched(query({ location: '7820' }))).query.bool.filter[2]).toEqual({
        wildcard: { locationText: { value: '*7820*' } },
      });
    });

    it('filters facets in post_filter and counts each facet without its own filter', async () => {
      const body = await searched(
        query({
          make: 'honda',
          model: 'accord',
          fuelTypes: 'gasoline,hybrid',
          conditions: 'used',
          transmissions: 'manual',
          priceMin: 5_000,
          priceMax: 25_000,
          yearMin: 2015,
        }),
      );
      const make = { term: { make: 'honda' } };
      const model = { term: { model: 'accord' } };
      const condition = { terms: { condition: ['used'] } };
      const transmission = { terms: { transmission: ['manual'] } };
      const fuel = { terms: { fuelType: ['gasoline', 'hybrid'] } };
      const price = { range: { price: { gte: 5_000, lte: 25_000 } } };
      const year = { range: { year: { gte: 2015 } } };
      expect(body.query).toEqual({
        bool: { filter: [{ term: { searchable: true } }, { term: { category: 'cars' } }] },
      });
      expect(body.post_filter).toEqual({
        bool: { filter: [make, model, condition, transmission, fuel, price, year] },
      });
      const filterOf = (facet: string) => body.aggs[facet].filter.bool.filter;
      expect(filterOf('make')).toEqual([condition, transmission, fuel, price, year]);
      expect(filterOf('model')).toEqual([make, condition, transmission, fuel, price, year]);
      expect(filterOf('condition')).toEqual([make, model, transmission, fuel, price, year]);
      expect(filterOf('transmission')).toEqual([make, model, condition, fuel, price, year]);
      expect(filterOf('fuelType')).toEqual([make, model, condition, transmission, price, year]);
      expect(filterOf('price')).toEqual([make, model, condition, transmission, fuel, year]);
      expect(filterOf('year')).toEqual([make, model, condition, transmission, fuel, price]);
    });

    it('counts values by count, then key, with the label each value is shown with', async () => {
      const body = await searched(query({ make: 'honda' }));
      expect(body.aggs.make).toEqual({
        filter: { match_all: {} },
        aggs: {
          values: {
            terms: { field: 'make', size: 100, order: [{ _count: 'desc' }, { _key: 'asc' }] },
            aggs: { label: { terms: { field: 'makeLabel', size: 1, order: { _key: 'desc' } } } },
          },
        },
      });
      expect(body.aggs.model.filter).toEqual({ bool: { filter: [{ term: { make: 'honda' } }] } });
      expect(body.aggs.model.aggs.values.aggs.label.terms.field).toBe('modelLabel');
      expect(body.aggs.condition.aggs.values).toEqual({
        terms: { field: 'condition', size: 100, order: [{ _count: 'desc' }, { _key: 'asc' }] },
      });
      expect(body.aggs.fuelType.aggs.values.terms.field).toBe('fuelType');
      expect(body.aggs.transmission.aggs.values.terms.field).toBe('transmission');
    });

    it('counts price and year buckets on exactly the edges of PRICE_BUCKETS and YEAR_BUCKETS', async () => {
      const body = await searched(query());
      const buckets = (facet: string) =>
        body.aggs[facet].aggs.values.filters.filters as Record<string, Body>;
      expect(buckets('price')).toEqual({
        b0: { bool: { filter: [{ range: { price: { lte: 10_000 } } }] } },
        b1: { bool: { filter: [{ range: { price: { gt: 10_000, lte: 25_000 } } }] } },
        b2: { bool: { filter: [{ range: { price: { gt: 25_000, lte: 50_000 } } }] } },
        b3: { bool: { filter: [{ range: { price: { gt: 50_000, lte: 100_000 } } }] } },
        b4: { bool: { filter: [{ range: { price: { gt: 100_000 } } }] } },
      });
      expect(buckets('year')).toEqual({
        b0: { bool: { filter: [{ range: { year: { gte: 2020 } } }] } },
        b1: { bool: { filter: [{ range: { year: { gte: 2015, lte: 2019 } } }] } },
        b2: { bool: { filter: [{ range: { year: { gte: 2010, lte: 2014 } } }] } },
        b3: { bool: { filter: [{ range: { year: { gte: 2005, lte: 2009 } } }] } },
        b4: { bool: { filter: [{ range: { year: { lte: 2004 } } }] } },
      });
      // Every value falls in exactly the bucket the port assigns it.
      const inRange = (value: number, bounds: Body) =>
        (bounds.gt === undefined || value > bounds.gt) &&
        (bounds.gte === undefined || value >= bounds.gte) &&
        (bounds.lte === undefined || value <= bounds.lte);
      const matching = (facet: 'price' | 'year', value: number) =>
        Object.entries(buckets(facet))
          .filter(([, q]) => inRange(value, q.bool.filter[0].range[facet]))
          .map(([key]) => Number(key.slice(1)));
      for (const price of [
        0, 9_999.99, 10_000, 10_000.01, 25_000, 25_001, 50_000, 99_999, 100_000, 100_000.5,
        2_000_000,
      ])
        expect(matching('price', price)).toEqual([priceBucket(price)]);
      for (const year of [1950, 2004, 2005, 2009, 2010, 2014, 2015, 2019, 2020, 2030])
        expect(matching('year', year)).toEqual([yearBucket(year)]);
    });

    it('asks for no aggregations and keeps every filter in the query when facets are off', async () => {
      const body = await searched(query({ make: 'honda', priceMax: 30_000, facets: 'false' }));
      expect(body.aggs).toBeUndefined();
      expect(body.post_filter).toBeUndefined();
      expect(body.query.bool.filter).toEqual([
        { term: { searchable: true } },
        { term: { category: 'cars' } },
        { term: { make: 'honda' } },
        { range: { price: { lte: 30_000 } } },
      ]);
    });

    it('continues after the cursor with search_after (dates as epoch milliseconds)', async () => {
      const newest = encodeCursor({ value: '2026-01-01T05:00:00.000Z', id: ID_A });
      expect((await searched(query({ cursor: newest }))).search_after).toEqual([
        Date.UTC(2026, 0, 1, 5),
        ID_A,
      ]);
      const byPrice = encodeCursor({ value: 17_500, id: ID_B });
      expect((await searched(query({ sort: 'price_asc', cursor: byPrice }))).search_after).toEqual([
        17_500,
        ID_B,
      ]);
      const unknownMileage = encodeCursor({ value: 2_147_483_647, id: ID_C });
      expect(
        (await searched(query({ sort: 'mileage_asc', cursor: unknownMileage }))).search_after,
      ).toEqual([2_147_483_647, ID_C]);
    });

    it('refuses a cursor that does not fit the sort', async () => {
      const { es, index } = setup();
      const priceCursor = encodeCursor({ value: 17_500, id: ID_B });
      await expect(index.search(query({ cursor: priceCursor }))).rejects.toBeInstanceOf(
        ValidationError,
      );
      const dateCursor = encodeCursor({ value: '2026-01-01T00:00:00.000Z', id: ID_B });
      await expect(
        index.search(query({ sort: 'year_desc', cursor: dateCursor })),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(index.search(query({ cursor: 'not-a-cursor' }))).rejects.toBeInstanceOf(
        ValidationError,
      );
      expect(es.requests).toEqual([]);
    });
  });

  describe('search: what it answers', () => {
    const docs = [
      listingDocument({ n: 3, id: ID_A }),
      listingDocument({ n: 2, id: ID_B, title: '2021 Toyota Camry' }),
      listingDocument({ n: 1, id: ID_C, title: '2019 Honda Civic' }),
    ];
    const millis = (doc: ListingDocument) => Date.parse(doc.createdAt);

    it('maps hits to cards and the last card of a full page to the next cursor', async () => {
      const { es, index } = setup();
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse(
          docs.map((doc) => ({
            id: doc.id,
            source: { card: card(doc) },
            sort: [millis(doc), doc.id],
          })),
          9,
        ),
      );
      const result = await index.search(query({ limit: 2, facets: 'false' }));
      expect(result.items).toEqual([card(docs[0]), card(docs[1])]);
      expect(result.total).toBe(9);
      expect(result.facets).toBeNull();
      expect(decodeCursor(result.nextCursor!)).toEqual({ value: docs[1].createdAt, id: ID_B });

      // The next page asks for what follows that card.
      await index.search(query({ limit: 2, facets: 'false', cursor: result.nextCursor! }));
      const second = es.to('POST', '/listings/_search')[1].body as Body;
      expect(second.search_after).toEqual([millis(docs[1]), ID_B]);
    });

    it('gives no cursor on the last page, and numeric cursors for numeric sorts', async () => {
      const { es, index } = setup();
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse([{ id: ID_A, source: { card: card(docs[0]) }, sort: [20_000, ID_A] }], 1),
      );
      const last = await index.search(query({ sort: 'price_asc', limit: 1, facets: 'false' }));
      expect(last.nextCursor).toBeNull();
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse(
          [
            { id: ID_A, source: { card: card(docs[0]) }, sort: [2_147_483_647, ID_A] },
            { id: ID_B, source: { card: card(docs[1]) }, sort: [2_147_483_647, ID_B] },
          ],
          2,
        ),
      );
      const page = await index.search(query({ sort: 'mileage_asc', limit: 1, facets: 'false' }));
      expect(decodeCursor(page.nextCursor!)).toEqual({ value: 2_147_483_647, id: ID_A });
    });

    it('adds the distance in miles from the searched ZIP centre, to a tenth', async () => {
      const { es, index } = setup();
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse(
          [
            {
              id: ID_A,
              source: { card: card(docs[0]), location: { lat: 30.2713, lon: -97.7426 } },
              sort: [1, ID_A],
            },
            {
              id: ID_B,
              source: { card: card(docs[1]), location: { lat: 32.7831, lon: -96.8067 } },
              sort: [0, ID_B],
            },
          ],
          2,
        ),
      );
      const result = await index.search({
        ...query({ facets: 'false' }),
        near: { lat: 30.2713, lon: -97.7426, miles: 200 },
      });
      expect(result.items.map((item) => item.distanceMiles)).toEqual([0, 182.1]);
      expect(result.items[1]).toEqual({ ...card(docs[1]), distanceMiles: 182.1 });
    });

    it('turns the aggregations into facets: count, then label; labels from the index or the catalogue', async () => {
      const { es, index } = setup();
      const terms = (buckets: [string, number, string?][]) => ({
        doc_count: 99,
        values: {
          doc_count_error_upper_bound: 0,
          sum_other_doc_count: 0,
          buckets: buckets.map(([key, count, label]) => ({
            key,
            doc_count: count,
            ...(label ? { label: { buckets: [{ key: label, doc_count: count }] } } : {}),
          })),
        },
      });
      const ranges = (counts: number[]) => ({
        doc_count: 99,
        values: {
          buckets: Object.fromEntries(counts.map((count, i) => [`b${i}`, { doc_count: count }])),
        },
      });
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse([], 0, {
          make: terms([
            ['honda', 3, 'Honda'],
            ['bmw', 1, 'BMW'],
            ['ford', 1, 'Ford'],
            ['alfa-romeo', 1, 'Alfa Romeo'],
          ]),
          model: terms([
            ['civic', 1, 'Civic'],
            ['accord', 2, 'Accord'],
          ]),
          condition: terms([
            ['certified_pre_owned', 1],
            ['used', 2],
          ]),
          fuelType: terms([['gasoline', 3]]),
          transmission: terms([
            ['manual', 1],
            ['automatic', 2],
            ['cvt', 1],
          ]),
          price: ranges([1, 1, 1, 0, 0]),
          year: ranges([0, 2, 1, 0, 0]),
        }),
      );
      const { facets } = await index.search(query({ make: 'honda' }));
      expect(facets!.make).toEqual([
        { value: 'honda', label: 'Honda', count: 3 },
        { value: 'alfa-romeo', label: 'Alfa Romeo', count: 1 },
        { value: 'bmw', label: 'BMW', count: 1 },
        { value: 'ford', label: 'Ford', count: 1 },
      ]);
      expect(facets!.model).toEqual([
        { value: 'accord', label: 'Accord', count: 2 },
        { value: 'civic', label: 'Civic', count: 1 },
      ]);
      expect(facets!.condition).toEqual([
        { value: 'used', label: 'Used', count: 2 },
        { value: 'certified_pre_owned', label: 'Certified Pre-Owned', count: 1 },
      ]);
      expect(facets!.transmission).toEqual([
        { value: 'automatic', label: 'Automatic', count: 2 },
        { value: 'cvt', label: 'CVT', count: 1 },
        { value: 'manual', label: 'Manual', count: 1 },
      ]);
      expect(facets!.fuelType).toEqual([{ value: 'gasoline', label: 'Gasoline', count: 3 }]);
      expect(facets!.price).toEqual([
        { from: null, to: 10_000, label: '$10,000 and under', count: 1 },
        { from: 10_000, to: 25_000, label: '$10,000 – $25,000', count: 1 },
        { from: 25_000, to: 50_000, label: '$25,000 – $50,000', count: 1 },
        { from: 50_000, to: 100_000, label: '$50,000 – $100,000', count: 0 },
        { from: 100_000, to: null, label: 'Over $100,000', count: 0 },
      ]);
      expect(facets!.year.map((bucket) => bucket.count)).toEqual([0, 2, 1, 0, 0]);
    });

    it('lists no models until a make is chosen', async () => {
      const { es, index } = setup();
      es.on('POST', '/:index/_search', hitsResponse([], 0, {}));
      const { facets } = await index.search(query());
      expect(facets).toEqual({
        make: [],
        model: [],
        condition: [],
        fuelType: [],
        transmission: [],
        price: expect.arrayContaining([expect.objectContaining({ count: 0 })]),
        year: expect.arrayContaining([expect.objectContaining({ count: 0 })]),
      });
    });

    it('answers a search that timed out as "search busy" (503)', async () => {
      const client = {
        search: () => Promise.reject(new errors.TimeoutError('Request timed out')),
      } as unknown as Client;
      const index = new ElasticsearchListingIndex({ client, zips: new ZipLocator() });
      const failure = await index.search(query()).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ status: 503, code: 'SEARCH_BUSY' });
    });
  });
});
