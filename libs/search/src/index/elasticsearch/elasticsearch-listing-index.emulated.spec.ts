import { searchListingsQuerySchema } from '@market/contracts';
import { ZipLocator } from '../../geo/zip-locator.js';
import { describeListingIndexContract, listingDocument } from '../listing-index.contract.js';
import type { ListingSearch } from '../listing-index.port.js';
import { ElasticsearchEmulator } from './elasticsearch-emulator.test-support.js';
import { toIndexedListing } from './elasticsearch-mapping.js';
import { ElasticsearchListingIndex } from './elasticsearch-listing-index.js';
import { reindexListings } from './elasticsearch-reindex.js';

/**
 * The whole listing-index contract against an in-memory emulator of the Elasticsearch
 * APIs the adapter uses: the adapter's own logic end to end, where no cluster runs. The
 * int-spec runs the same contract against a real cluster (ELASTICSEARCH_URL).
 */
function start(prefix = 'listings') {
  const emulator = new ElasticsearchEmulator();
  const index = new ElasticsearchListingIndex({
    client: emulator.client,
    zips: new ZipLocator(),
    indexPrefix: prefix,
    refresh: 'wait_for',
  });
  return { emulator, index };
}

describeListingIndexContract('Elasticsearch (in-memory emulator)', async () => {
  const { index } = start();
  await index.prepare();
  return { index, stop: () => index.close() };
});

describe('ElasticsearchListingIndex on the emulator', () => {
  const mazdas = async (index: ElasticsearchListingIndex) =>
    (
      await index.search(searchListingsQuerySchema.parse({ make: 'mazda' }) as ListingSearch)
    ).items.map((card) => [card.id, card.price]);

  it('prepares once: a second prepare keeps the index and its documents', async () => {
    const { emulator, index } = start('market');
    await index.prepare();
    const doc = listingDocument({ n: 1, make: 'mazda', makeLabel: 'Mazda' });
    await index.upsert([doc]);
    await index.prepare();
    expect([...emulator.indices.keys()]).toEqual(['market-v1', 'market-tombstones']);
    expect(emulator.aliases.get('market')).toEqual(['market-v1']);
    expect(await mazdas(index)).toEqual([[doc.id, doc.price]]);
  });

  it('reindexes behind the alias, keeping revisions, and catches up with what changed meanwhile', async () => {
    const { emulator, index } = start();
    await index.prepare();
    const mazda = { make: 'mazda', makeLabel: 'Mazda' };
    const kept = listingDocument({ n: 1, revision: 5, ...mazda });
    const removed = listingDocument({ n: 2, revision: 2, ...mazda });
    const deletedMeanwhile = listingDocument({ n: 3, revision: 1, ...mazda });
    const addedMeanwhile = listingDocument({ n: 4, revision: 1, ...mazda });
    await index.upsert([kept, removed, deletedMeanwhile]);
    await index.remove(removed.id, 3);

    // A writer that resolved the alias before the swap: its writes land in the old index
    // after the main copy has read it.
    emulator.afterReindex = (call) => {
      if (call !== 1) return;
      const zips = new ZipLocator();
      const put = (doc: typeof kept) =>
        emulator.write(
          'index',
          { _index: 'listings-v1', _id: doc.id, version: doc.revision, version_type: 'external' },
          toIndexedListing(doc, zips),
        );
      put({ ...kept, revision: 7, price: 3 });
      put(addedMeanwhile);
      const tombstone = {
        id: deletedMeanwhile.id,
        revision: 2,
        deletedAt: new Date().toISOString(),
      };
      emulator.write(
        'index',
        {
          _index: 'listings-tombstones',
          _id: deletedMeanwhile.id,
          version: 2,
          version_type: 'external',
        },
        tombstone,
      );
      emulator.write('delete', {
        _index: 'listings-v1',
        _id: deletedMeanwhile.id,
        version: 2,
        version_type: 'external',
      });
    };

    const result = await reindexListings(emulator.client, { pollIntervalMs: 1 });
    expect(result).toEqual({
      alias: 'listings',
      from: 'listings-v1',
      to: 'listings-v2',
      copied: 2,
      caughtUp: 2,
      removed: 1,
    });
    expect(emulator.aliases.get('listings')).toEqual(['listings-v2']);
    expect(emulator.indices.has('listings-v1')).toBe(false);
    expect(emulator.indices.get('listings-v2')!.docs.get(kept.id)!.version).toBe(7);

    const byId = (entries: (string | number)[][]) =>
      [...entries].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byId(await mazdas(index))).toEqual(
      byId([
        [kept.id, 3],
        [addedMeanwhile.id, addedMeanwhile.price],
      ]),
    );
    // The revisions came along as versions: older ones are still refused.
    await index.upsert([
      { ...kept, revision: 6, price: 1 },
      { ...removed, revision: 3 },
      { ...deletedMeanwhile, revision: 2 },
    ]);
    expect(byId(await mazdas(index))).toEqual(
      byId([
        [kept.id, 3],
        [addedMeanwhile.id, addedMeanwhile.price],
      ]),
    );
    await index.upsert([{ ...kept, revision: 8, price: 2 }]);
    expect((await mazdas(index)).find(([id]) => id === kept.id)).toEqual([kept.id, 2]);
  });

  it('refuses a document the mapping does not know (dynamic: strict)', async () => {
    const { emulator, index } = start();
    await index.prepare();
    delete emulator.indices.get('listings-v1')!.properties.makeModelLabel;
    await expect(index.upsert([listingDocument({ n: 1 })])).rejects.toThrow(
      /strict_dynamic_mapping_exception/,
    );
  });
});
