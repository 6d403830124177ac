import { randomBytes } from 'node:crypto';
import type { Client } from '@elastic/elasticsearch';
import { searchListingsQuerySchema } from '@market/contracts';
import { type Availability, describeWhen } from '@market/platform/testing';
import { ZipLocator } from '../../geo/zip-locator.js';
import { describeListingIndexContract, listingDocument } from '../listing-index.contract.js';
import type { ListingSearch } from '../listing-index.port.js';
import { createElasticsearchClient } from './elasticsearch-client.js';
import { ElasticsearchListingIndex } from './elasticsearch-listing-index.js';
import { reindexListings } from './elasticsearch-reindex.js';

/**
 * The contract against a real cluster: ELASTICSEARCH_URL (with ELASTICSEARCH_API_KEY or
 * ELASTICSEARCH_USERNAME/PASSWORD when it needs them). Each run works under a fresh random
 * prefix and deletes its indices afterwards.
 */
const url = process.env.ELASTICSEARCH_URL;
const elasticsearch: Availability = url
  ? { available: true, source: 'ELASTICSEARCH_URL' }
  : {
      available: false,
      source: 'none',
      reason:
        'ELASTICSEARCH_URL is not set (set it to a cluster, e.g. http://127.0.0.1:9200, to run it)',
    };

function connect(): Client {
  return createElasticsearchClient({
    url: url!,
    apiKey: process.env.ELASTICSEARCH_API_KEY || undefined,
    username: process.env.ELASTICSEARCH_USERNAME || undefined,
    password: process.env.ELASTICSEARCH_PASSWORD || undefined,
  });
}

async function start(): Promise<{
  index: ElasticsearchListingIndex;
  client: Client;
  prefix: string;
  stop: () => Promise<void>;
}> {
  const prefix = `test-listings-${randomBytes(6).toString('hex')}`;
  const client = connect();
  const index = new ElasticsearchListingIndex({
    client,
    zips: new ZipLocator(),
    indexPrefix: prefix,
    refresh: 'wait_for',
    replicas: 0,
  });
  await index.prepare();
  return {
    index,
    client,
    prefix,
    stop: async () => {
      // Deleting by wildcard is refused by default (action.destructive_requires_name): name them.
      const names = Object.keys(await client.indices.get({ index: `${prefix}-*` }));
      if (names.length) await client.indices.delete({ index: names });
      await index.close();
    },
  };
}

describeWhen(elasticsearch, 'ElasticsearchListingIndex', () => {
  describeListingIndexContract('Elasticsearch', start);

  describe('reindex', () => {
    it('moves the alias to a new index without losing documents, revisions or deletions', async () => {
      const { index, client, prefix, stop } = await start();
      try {
        const kept = listingDocument({ n: 1, revision: 5, make: 'mazda', makeLabel: 'Mazda' });
        const removed = listingDocument({ n: 2, revision: 2, make: 'mazda', makeLabel: 'Mazda' });
        await index.upsert([kept, removed]);
        await index.remove(removed.id, 3);

        const result = await reindexListings(client, {
          indexPrefix: prefix,
          replicas: 0,
          pollIntervalMs: 200,
        });
        expect(result).toMatchObject({ from: `${prefix}-v1`, to: `${prefix}-v2`, copied: 1 });
        expect(Object.keys(await client.indices.getAlias({ name: prefix }))).toEqual([
          `${prefix}-v2`,
        ]);
        expect(await client.indices.exists({ index: `${prefix}-v1` })).toBe(false);

        const mazdas = async () =>
          (
            await index.search(searchListingsQuerySchema.parse({ make: 'mazda' }) as ListingSearch)
          ).items.map((c) => [c.id, c.price]);
        expect(await mazdas()).toEqual([[kept.id, kept.price]]);
        // The revisions came along as versions: an older one is still refused.
        await index.upsert([{ ...kept, revision: 4, price: 1 }]);
        await index.upsert([{ ...removed, revision: 3 }]);
        expect(await mazdas()).toEqual([[kept.id, kept.price]]);
        await index.upsert([{ ...kept, revision: 6, price: 2 }]);
        expect(await mazdas()).toEqual([[kept.id, 2]]);
      } finally {
        await stop();
      }
    });
  });
});
