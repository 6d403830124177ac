import { listingIndexNames } from './elasticsearch-indices.js';
import { reindexListings } from './elasticsearch-reindex.js';
import { type Body, error, FakeElasticsearch } from './fake-elasticsearch.test-support.js';

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';

/** A cluster where `listings` points at listings-v3 and listings-v4 is free. */
function cluster(
  options: { tombstones?: { id: string; revision: number }[]; v4Exists?: boolean } = {},
) {
  const es = new FakeElasticsearch();
  let task = 0;
  es.on('GET', '/_alias/:name', { 'listings-v3': { aliases: { listings: {} } } })
    .on('HEAD', '/:index', (r) =>
      r.path === '/listings-v4' && options.v4Exists ? {} : error(404, 'index_not_found_exception'),
    )
    .on('PUT', '/:index', { acknowledged: true })
    .on('POST', '/_reindex', () => ({ task: `node-1:${++task}` }))
    .on('GET', '/_tasks/:id', (r) =>
      r.path.endsWith(':1')
        ? { completed: true, task: {}, response: { created: 40, updated: 0, failures: [] } }
        : { completed: true, task: {}, response: { created: 1, updated: 2, failures: [] } },
    )
    .on('POST', '/_aliases', { acknowledged: true })
    .on('POST', '/:index/_search', {
      hits: {
        total: { value: 0, relation: 'eq' },
        hits: (options.tombstones ?? []).map((t) => ({
          _index: 'listings-tombstones',
          _id: t.id,
          _source: { revision: t.revision },
          sort: [t.id],
        })),
      },
    })
    .on('POST', '/_bulk', (r) => ({
      errors: true,
      took: 1,
      items: (r.body as Body[]).map((line, i) => ({
        delete: { _index: line.delete._index, _id: line.delete._id, status: i === 0 ? 200 : 404 },
      })),
    }))
    .on('DELETE', '/:index', { acknowledged: true });
  return es;
}

describe('reindexListings', () => {
  it('copies into the next version with the revisions kept, swaps the alias atomically, catches up and drops the old index', async () => {
    const es = cluster({
      tombstones: [
        { id: ID_A, revision: 9 },
        { id: ID_B, revision: 4 },
      ],
    });
    const started = Date.now();
    const result = await reindexListings(es.client, { replicas: 0, pollIntervalMs: 1 });
    const finished = Date.now();

    expect(result).toEqual({
      alias: 'listings',
      from: 'listings-v3',
      to: 'listings-v4',
      copied: 40,
      caughtUp: 3,
      removed: 1,
    });
    expect(es.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /_alias/listings',
      'HEAD /listings-v4',
      'PUT /listings-v4',
      'POST /_reindex',
      'GET /_tasks/node-1:1',
      'POST /_aliases',
      'POST /_reindex',
      'GET /_tasks/node-1:2',
      'POST /listings-tombstones/_search',
      'POST /_bulk',
      'DELETE /listings-v3',
    ]);

    const created = es.bodyOf('PUT', '/listings-v4');
    expect(created.settings).toEqual({ number_of_replicas: 0 });
    expect(created.mappings.properties.card).toEqual({ type: 'object', enabled: false });
    expect(created.aliases).toBeUndefined();

    const [main, catchUp] = es.to('POST', '/_reindex');
    expect(main.querystring).toEqual({ refresh: 'true', wait_for_completion: 'false' });
    expect(main.body).toEqual({
      conflicts: 'proceed',
      source: { index: 'listings' },
      dest: { index: 'listings-v4', version_type: 'external' },
    });

    expect(es.bodyOf('POST', '/_aliases')).toEqual({
      actions: [
        { remove: { index: 'listings-v3', alias: 'listings' } },
        { add: { index: 'listings-v4', alias: 'listings' } },
      ],
    });

    // What was written to the old index while the copy ran (five minutes of slack for clocks).
    const since = (catchUp.body as Body).source.query.range.indexedAt.gte as string;
    expect((catchUp.body as Body).source.index).toBe('listings-v3');
    expect((catchUp.body as Body).dest).toEqual({ index: 'listings-v4', version_type: 'external' });
    expect(Date.parse(since)).toBeGreaterThanOrEqual(started - 5 * 60_000);
    expect(Date.parse(since)).toBeLessThanOrEqual(finished - 5 * 60_000);

    // What was deleted meanwhile is deleted from the new index, at the tombstone's revision.
    expect(es.bodyOf('POST', '/listings-tombstones/_search').query).toEqual({
      range: { deletedAt: { gte: since } },
    });
    expect(es.bodyOf<Body[]>('POST', '/_bulk')).toEqual([
      { delete: { _index: 'listings-v4', _id: ID_A, version: 9, version_type: 'external' } },
      { delete: { _index: 'listings-v4', _id: ID_B, version: 4, version_type: 'external' } },
    ]);
  });

  it('skips a version number that is already taken', async () => {
    const es = cluster({ v4Exists: true });
    const result = await reindexListings(es.client, { pollIntervalMs: 1 });
    expect(result.to).toBe('listings-v5');
    expect(es.to('PUT', '/listings-v5')).toHaveLength(1);
  });

  it('polls the copy task until it completes', async () => {
    const es = cluster();
    let polls = 0;
    es.on('GET', '/_tasks/:id', () =>
      ++polls < 3
        ? { completed: false, task: {} }
        : { completed: true, task: {}, response: { created: 5, updated: 0, failures: [] } },
    );
    const result = await reindexListings(es.client, { pollIntervalMs: 1 });
    expect(polls).toBe(4); // three for the copy, one for the catch-up
    expect(result.copied).toBe(5);
  });

  it('stops before the swap when the copy fails, leaving the alias on the old index', async () => {
    const es = cluster();
    es.on('GET', '/_tasks/:id', {
      completed: true,
      task: {},
      response: {
        created: 3,
        failures: [
          { index: 'listings-v4', id: ID_A, cause: { type: 'document_parsing_exception' } },
        ],
      },
    });
    await expect(reindexListings(es.client, { pollIntervalMs: 1 })).rejects.toThrow(
      /Reindex into listings-v4 failed.*document_parsing_exception/,
    );
    expect(es.to('POST', '/_aliases')).toEqual([]);
    expect(es.to('DELETE', '/listings-v3')).toEqual([]);
  });

  it('refuses an alias that points at more than one index', async () => {
    const es = cluster();
    es.on('GET', '/_alias/:name', {
      'listings-v3': { aliases: { listings: {} } },
      'listings-v4': { aliases: { listings: {} } },
    });
    await expect(reindexListings(es.client)).rejects.toThrow(
      'The alias listings points at 2 indices',
    );
  });

  it('fails when a removal fails for another reason than a newer revision or a missing document', async () => {
    const es = cluster({ tombstones: [{ id: ID_A, revision: 9 }] });
    es.on('POST', '/_bulk', {
      errors: true,
      took: 1,
      items: [
        {
          delete: {
            _index: 'listings-v4',
            _id: ID_A,
            status: 503,
            error: { type: 'unavailable_shards_exception' },
          },
        },
      ],
    });
    await expect(reindexListings(es.client, { pollIntervalMs: 1 })).rejects.toThrow(
      /Removing .* from listings-v4 failed/,
    );
    expect(es.to('DELETE', '/listings-v3')).toEqual([]);
  });
});

describe('listingIndexNames', () => {
  it('names the alias, versions and tombstones under a prefix', () => {
    const names = listingIndexNames('test.run-1');
    expect(names.alias).toBe('test.run-1');
    expect(names.tombstones).toBe('test.run-1-tombstones');
    expect(names.version(12)).toBe('test.run-1-v12');
    expect(names.versionOf('test.run-1-v12')).toBe(12);
    expect(names.versionOf('testXrun-1-v12')).toBeNull();
    expect(names.versionOf('test.run-1-tombstones')).toBeNull();
  });
});
