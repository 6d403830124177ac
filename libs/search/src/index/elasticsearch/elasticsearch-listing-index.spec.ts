import { listingDocument } from '../listing-index.contract.js';
import { type Body, error } from './fake-elasticsearch.test-support.js';
import { card, hitsResponse, ID_A, ID_B, setup } from './listing-index-fixtures.test-support.js';
describe('ElasticsearchListingIndex', () => {
  describe('prepare', () => {
    it('creates <prefix>-v1 behind the alias with an explicit mapping, and the tombstones index', async () => {
      const { es, index } = setup({ indexPrefix: 'market-listings' });
      es.on('HEAD', '/_alias/:name', error(404, 'aliases_not_found_exception'))
        .on('HEAD', '/:index', error(404, 'index_not_found_exception'))
        .on('PUT', '/:index', (r) => ({ acknowledged: true, index: r.path.slice(1) }));
      await index.prepare();

      expect(es.to('HEAD', '/_alias/market-listings')).toHaveLength(1);
      const created = es.bodyOf('PUT', '/market-listings-v1');
      expect(created.aliases).toEqual({ 'market-listings': {} });
      expect(created.mappings.dynamic).toBe('strict');
      const fields = created.mappings.properties;
      for (const keyword of [
        'id',
        'category',
        'make',
        'model',
        'condition',
        'transmission',
        'fuelType',
        'makeLabel',
        'dealerId',
        'salesRepId',
        'locationState',
        'locationCity',
      ])
        expect(fields[keyword]).toEqual({ type: 'keyword' });
      expect(fields.price).toEqual({ type: 'scaled_float', scaling_factor: 100 });
      expect(fields.year).toEqual({ type: 'integer' });
      expect(fields.mileage).toEqual({ type: 'integer' });
      expect(fields.createdAt).toEqual({ type: 'date' });
      expect(fields.searchable).toEqual({ type: 'boolean' });
      expect(fields.isFeatured).toEqual({ type: 'boolean' });
      expect(fields.location).toEqual({ type: 'geo_point' });
      expect(fields.text).toEqual({ type: 'text', analyzer: 'standard' });
      expect(fields.locationText).toEqual({ type: 'wildcard' });
      expect(fields.card).toEqual({ type: 'object', enabled: false });
      expect(fields.revision).toEqual({ type: 'long' });

      expect(es.to('HEAD', '/market-listings-tombstones')).toHaveLength(1);
      expect(es.bodyOf('PUT', '/market-listings-tombstones').mappings).toEqual({
        dynamic: 'strict',
        properties: {
          id: { type: 'keyword' },
          revision: { type: 'long' },
          deletedAt: { type: 'date' },
        },
      });
    });

    it('leaves an existing alias and tombstones index alone', async () => {
      const { es, index } = setup();
      es.on('HEAD', '/_alias/:name', {}).on('HEAD', '/:index', {});
      await index.prepare();
      expect(es.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'HEAD /_alias/listings',
        'HEAD /listings-tombstones',
      ]);
    });

    it('points the alias at v1 when another instance created the index first', async () => {
      const { es, index } = setup();
      es.on('HEAD', '/_alias/:name', error(404, 'aliases_not_found_exception'))
        .on('HEAD', '/:index', {})
        .on('PUT', '/:index', error(400, 'resource_already_exists_exception'))
        .on('POST', '/_aliases', { acknowledged: true });
      await index.prepare();
      expect(es.bodyOf('POST', '/_aliases')).toEqual({
        actions: [{ add: { index: 'listings-v1', alias: 'listings' } }],
      });
    });

    it('fails on any other error', async () => {
      const { es, index } = setup();
      es.on('HEAD', '/_alias/:name', error(404, 'aliases_not_found_exception')).on(
        'PUT',
        '/:index',
        error(400, 'invalid_alias_name_exception'),
      );
      await expect(index.prepare()).rejects.toThrow(/invalid_alias_name_exception/);
    });
  });

  describe('upsert', () => {
    const bulkOk = (r: { body: unknown }) => ({
      errors: false,
      took: 1,
      items: (r.body as Body[])
        .filter((line) => line.index)
        .map((line) => ({
          index: { _index: 'listings-v1', _id: line.index._id, status: 201, result: 'created' },
        })),
    });

    it('checks the tombstones, then bulk-indexes the newest revision of each listing with its revision as external version', async () => {
      const { es, index } = setup();
      const accord = listingDocument({
        n: 1,
        id: ID_A,
        revision: 3,
        features: ['Sunroof'],
        description: 'One owner.',
      });
      const sold = listingDocument({
        n: 2,
        id: ID_B,
        revision: 7,
        status: 'sold',
        isSold: true,
        locationZip: null,
        mileage: null,
      });
      es.on('POST', '/:index/_mget', {
        docs: [
          { _index: 'listings-tombstones', _id: ID_A, found: false },
          { _index: 'listings-tombstones', _id: ID_B, found: false },
        ],
      }).on('POST', '/_bulk', bulkOk);
      await index.upsert([
        { ...accord, revision: 2, price: 1 },
        accord,
        sold,
        { ...accord, revision: 1 },
      ]);

      const mget = es.to('POST', '/listings-tombstones/_mget');
      expect(mget).toHaveLength(1);
      expect(mget[0].body).toEqual({ ids: [ID_A, ID_B] });
      expect(mget[0].querystring).toEqual({ _source: 'revision' });

      const [bulk] = es.to('POST', '/_bulk');
      expect(bulk.querystring).toEqual({ refresh: 'wait_for' });
      const lines = bulk.body as Body[];
      expect(lines).toHaveLength(4);
      expect(lines[0]).toEqual({
        index: { _index: 'listings', _id: ID_A, version: 3, version_type: 'external' },
      });
      expect(lines[2]).toEqual({
        index: { _index: 'listings', _id: ID_B, version: 7, version_type: 'external' },
      });
      expect(lines[1]).toMatchObject({
        id: ID_A,
        revision: 3,
        searchable: true,
        category: 'cars',
        make: 'honda',
        makeLabel: 'Honda',
        makeModelLabel: 'Honda Accord',
        price: 20_000,
        mileage: 30_000,
        locationText: 'austin tx 78701',
        createdAt: accord.createdAt,
        text: '2020 Honda Accord Honda Accord One owner. Sunroof',
        card: { id: ID_A, title: accord.title, price: 20_000, description: 'One owner.' },
      });
      expect(lines[1].location.lat).toBeCloseTo(30.27, 1);
      expect(lines[1].location.lon).toBeCloseTo(-97.74, 1);
      expect(Date.parse(lines[1].indexedAt)).not.toBeNaN();
      expect(lines[3]).toMatchObject({
        searchable: false,
        location: null,
        mileage: null,
        locationText: 'austin tx',
      });
    });

    it('skips listings whose tombstone holds the same or a newer revision', async () => {
      const { es, index } = setup();
      es.on('POST', '/:index/_mget', {
        docs: [
          {
            _index: 'listings-tombstones',
            _id: ID_A,
            found: true,
            _version: 5,
            _source: { revision: 5 },
          },
          {
            _index: 'listings-tombstones',
            _id: ID_B,
            found: true,
            _version: 4,
            _source: { revision: 4 },
          },
        ],
      }).on('POST', '/_bulk', bulkOk);
      await index.upsert([
        listingDocument({ n: 1, id: ID_A, revision: 5 }),
        listingDocument({ n: 2, id: ID_B, revision: 5 }),
      ]);
      const lines = es.bodyOf<Body[]>('POST', '/_bulk');
      expect(lines.filter((line) => line.index).map((line) => line.index._id)).toEqual([ID_B]);

      es.requests.length = 0;
      await index.upsert([listingDocument({ n: 1, id: ID_A, revision: 4 })]);
      expect(es.to('POST', '/_bulk')).toEqual([]);
    });

    it('sends nothing for no documents', async () => {
      const { es, index } = setup();
      await index.upsert([]);
      expect(es.requests).toEqual([]);
    });

    it('lets Elasticsearch refuse stale revisions (409) but fails on other item errors', async () => {
      const { es, index } = setup();
      es.on('POST', '/:index/_mget', { docs: [] }).on('POST', '/_bulk', {
        errors: true,
        took: 1,
        items: [
          {
            index: {
              _index: 'listings-v1',
              _id: ID_A,
              status: 409,
              error: {
                type: 'version_conflict_engine_exception',
                reason: 'current version [4] is higher',
              },
            },
          },
        ],
      });
      await expect(
        index.upsert([listingDocument({ n: 1, id: ID_A, revision: 3 })]),
      ).resolves.toBeUndefined();

      es.on('POST', '/_bulk', {
        errors: true,
        took: 1,
        items: [
          {
            index: {
              _index: 'listings-v1',
              _id: ID_A,
              status: 409,
              error: { type: 'version_conflict_engine_exception', reason: 'stale' },
            },
          },
          {
            index: {
              _index: 'listings-v1',
              _id: ID_B,
              status: 400,
              error: { type: 'document_parsing_exception', reason: 'bad price' },
            },
          },
        ],
      });
      await expect(
        index.upsert([listingDocument({ n: 1, id: ID_A }), listingDocument({ n: 2, id: ID_B })]),
      ).rejects.toThrow(
        `Indexing 1 listing(s) failed: ${ID_B}: document_parsing_exception bad price`,
      );
    });
  });

  describe('remove', () => {
    it('writes the tombstone and deletes the document, both at the revision as external version', async () => {
      const { es, index } = setup({ refresh: true });
      es.on('PUT', '/:index/_doc/:id', { result: 'created' }).on('DELETE', '/:index/_doc/:id', {
        result: 'deleted',
      });
      await index.remove(ID_A, 6);
      const [tombstone] = es.to('PUT', `/listings-tombstones/_doc/${ID_A}`);
      expect(tombstone.querystring).toEqual({
        version: '6',
        version_type: 'external',
        refresh: 'true',
      });
      expect(tombstone.body).toMatchObject({ id: ID_A, revision: 6 });
      expect(Date.parse((tombstone.body as Body).deletedAt)).not.toBeNaN();
      const [deletion] = es.to('DELETE', `/listings/_doc/${ID_A}`);
      expect(deletion.querystring).toEqual({
        version: '6',
        version_type: 'external',
        refresh: 'true',
      });
      expect(es.requests.map((r) => r.method)).toEqual(['PUT', 'DELETE']);
    });

    it('ignores a newer tombstone or document (409) and a listing never indexed (404)', async () => {
      const { es, index } = setup();
      es.on('PUT', '/:index/_doc/:id', error(409, 'version_conflict_engine_exception')).on(
        'DELETE',
        '/:index/_doc/:id',
        error(404, 'not_found'),
      );
      await expect(index.remove(ID_A, 2)).resolves.toBeUndefined();
      es.on('DELETE', '/:index/_doc/:id', error(409, 'version_conflict_engine_exception'));
      await expect(index.remove(ID_A, 2)).resolves.toBeUndefined();
      es.on('DELETE', '/:index/_doc/:id', error(500, 'internal'));
      await expect(index.remove(ID_A, 2)).rejects.toThrow(/internal/);
    });
  });

  describe('featured', () => {
    it('asks for the newest featured searchable listings of a category and gives their cards', async () => {
      const { es, index } = setup();
      const doc = listingDocument({ n: 1, id: ID_A, isFeatured: true });
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse([{ id: ID_A, source: { card: card(doc) }, sort: [1, ID_A] }], 1),
      );
      expect(await index.featured('motorcycles', 5)).toEqual([card(doc)]);
      expect(es.bodyOf('POST', '/listings/_search')).toEqual({
        size: 5,
        track_total_hits: false,
        _source: ['card'],
        query: {
          bool: {
            filter: [
              { term: { searchable: true } },
              { term: { category: 'motorcycles' } },
              { term: { isFeatured: true } },
            ],
          },
        },
        sort: [{ createdAt: { order: 'desc' } }, { id: { order: 'desc' } }],
      });
    });
  });

  describe('suggest', () => {
    it('asks for case-insensitive prefix matches on make, "make model" and city labels', async () => {
      const { es, index } = setup();
      es.on('POST', '/:index/_search', hitsResponse([], 0, {}));
      await index.suggest('  Hon ', 'cars', 8);
      const body = es.bodyOf('POST', '/listings/_search');
      const prefix = (field: string) => ({
        prefix: { [field]: { value: 'Hon', case_insensitive: true } },
      });
      expect(body.size).toBe(0);
      expect(body.query).toEqual({
        bool: { filter: [{ term: { searchable: true } }, { term: { category: 'cars' } }] },
      });
      expect(body.aggs.makes.filter).toEqual(prefix('makeLabel'));
      expect(body.aggs.makes.aggs.values.terms.field).toBe('make');
      expect(body.aggs.models.filter).toEqual({
        bool: { should: [prefix('modelLabel'), prefix('makeModelLabel')], minimum_should_match: 1 },
      });
      expect(body.aggs.models.aggs.values.multi_terms.terms).toEqual([
        { field: 'make' },
        { field: 'model' },
      ]);
      expect(body.aggs.places.filter).toEqual(prefix('locationCity'));
      expect(body.aggs.places.aggs.values.multi_terms.terms).toEqual([
        { field: 'locationCity' },
        { field: 'locationState', missing: '' },
      ]);
    });

    it('gives makes, then models, then places, each by count then label, cut to the limit', async () => {
      const { es, index } = setup();
      const label = (key: string) => ({ buckets: [{ key, doc_count: 1 }] });
      es.on(
        'POST',
        '/:index/_search',
        hitsResponse([], 0, {
          makes: {
            doc_count: 4,
            values: {
              buckets: [
                { key: 'honda', doc_count: 3, makeLabel: label('Honda') },
                { key: 'hino', doc_count: 1, makeLabel: label('Hino') },
              ],
            },
          },
          models: {
            doc_count: 3,
            values: {
              buckets: [
                {
                  key: ['honda', 'civic'],
                  key_as_string: 'honda|civic',
                  doc_count: 1,
                  makeLabel: label('Honda'),
                  modelLabel: label('Civic'),
                },
                {
                  key: ['honda', 'accord'],
                  key_as_string: 'honda|accord',
                  doc_count: 1,
                  makeLabel: label('Honda'),
                  modelLabel: label('Accord'),
                },
              ],
            },
          },
          places: {
            doc_count: 2,
            values: {
              buckets: [
                { key: ['Honolulu', 'HI'], doc_count: 1 },
                { key: ['Hondo', ''], doc_count: 1 },
              ],
            },
          },
        }),
      );
      expect(await index.suggest('ho', 'cars', 10)).toEqual([
        { kind: 'make', label: 'Honda', query: { make: 'honda' } },
        { kind: 'make', label: 'Hino', query: { make: 'hino' } },
        { kind: 'model', label: 'Honda Accord', query: { make: 'honda', model: 'accord' } },
        { kind: 'model', label: 'Honda Civic', query: { make: 'honda', model: 'civic' } },
        { kind: 'location', label: 'Hondo', query: { location: 'Hondo' } },
        { kind: 'location', label: 'Honolulu, HI', query: { location: 'Honolulu' } },
      ]);
      expect((await index.suggest('ho', 'cars', 3)).map((s) => s.label)).toEqual([
        'Honda',
        'Hino',
        'Honda Accord',
      ]);
    });
  });

  describe('revisions', () => {
    it('pages through every held id in id order with search_after', async () => {
      const { es, index } = setup();
      const hits = (ids: string[]) =>
        hitsResponse(
          ids.map((id, i) => ({ id, source: { revision: i + 1 }, sort: [id] })),
          0,
        );
      const all = Array.from(
        { length: 1_500 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      es.on('POST', '/:index/_search', (r) => {
        const after = (r.body as Body).search_after?.[0] as string | undefined;
        return hits(all.filter((id) => after === undefined || id > after).slice(0, 1_000));
      });
      const batches: { id: string; revision: number }[][] = [];
      for await (const batch of index.revisions()) batches.push(batch);
      expect(batches.map((batch) => batch.length)).toEqual([1_000, 500]);
      expect(batches.flat().map((entry) => entry.id)).toEqual(all);
      expect(batches[0][0]).toEqual({ id: all[0], revision: 1 });
      const bodies = es.to('POST', '/listings/_search').map((r) => r.body as Body);
      expect(bodies[0]).toEqual({
        query: { match_all: {} },
        sort: [{ id: { order: 'asc' } }],
        _source: ['revision'],
        size: 1_000,
        track_total_hits: false,
      });
      expect(bodies[1].search_after).toEqual([all[999]]);

      es.requests.length = 0;
      const after: string[] = [];
      for await (const batch of index.revisions(all[1_200]))
        after.push(...batch.map((entry) => entry.id));
      expect(after).toEqual(all.slice(1_201));
      expect((es.requests[0].body as Body).search_after).toEqual([all[1_200]]);
    });
  });

  describe('health and shutdown', () => {
    it.each([
      ['green', true],
      ['yellow', true],
      ['red', false],
    ])('is healthy when the cluster is %s: %s', async (status, healthy) => {
      const { es, index } = setup();
      es.on('GET', '/_cluster/health/:index', { status, cluster_name: 'test' });
      expect(await index.isHealthy()).toBe(healthy);
      expect(es.to('GET', '/_cluster/health/listings')[0].querystring).toEqual({ timeout: '2s' });
    });

    it('is unhealthy when the cluster does not answer', async () => {
      const { es, index } = setup();
      es.on('GET', '/_cluster/health/:index', error(503, 'master_not_discovered_exception'));
      expect(await index.isHealthy()).toBe(false);
    });

    it('closes the client', async () => {
      const { es, index } = setup();
      await index.close();
      await expect(es.client.ping()).rejects.toThrow();
    });
  });
});
