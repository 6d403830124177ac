import { createElasticsearchClient, loadSearchConfig, reindexListings } from '@market/search';

/**
 * Zero-downtime reindex of the Elasticsearch listing index (after a mapping change):
 * `ELASTICSEARCH_URL=... node apps/search/dist/reindex-elasticsearch.js`.
 */
const config = loadSearchConfig();
if (!config.ELASTICSEARCH_URL) {
  process.stderr.write(
    'ELASTICSEARCH_URL is not set: the PostgreSQL engine needs no reindex (use tools/search/search-index.mjs rebuild).\n',
  );
  process.exit(1);
}
const client = createElasticsearchClient({
  url: config.ELASTICSEARCH_URL,
  apiKey: config.ELASTICSEARCH_API_KEY,
  username: config.ELASTICSEARCH_USERNAME,
  password: config.ELASTICSEARCH_PASSWORD,
});
try {
  const result = await reindexListings(client, {
    indexPrefix: config.ELASTICSEARCH_INDEX_PREFIX,
    log: (line: string) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await client.close();
}
