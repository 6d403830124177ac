import type { Client, estypes } from '@elastic/elasticsearch';
import {
  aliasTargets,
  batchesById,
  DEFAULT_INDEX_PREFIX,
  indexSettings,
  type ListingIndexSettings,
  listingIndexNames,
} from './elasticsearch-indices.js';
import { LISTINGS_MAPPING, type ListingTombstone } from './elasticsearch-mapping.js';

export interface ReindexListingsOptions extends ListingIndexSettings {
  indexPrefix?: string;
  /**
   * Writes stamped this long before the start are copied again after the swap, to cover
   * clock skew between the writers and this process (copies are versioned: repeats are harmless).
   */
  catchUpSlackMs?: number;
  /** How often the copy task is polled. */
  pollIntervalMs?: number;
  log?: (message: string) => void;
}

export interface ReindexListingsResult {
  alias: string;
  from: string;
  to: string;
  /** Documents copied by the main pass. */
  copied: number;
  /** Documents written to the old index while the main pass ran, copied after the swap. */
  caughtUp: number;
  /** Listings deleted while the main pass ran, deleted from the new index after the swap. */
  removed: number;
}

/**
 * The zero-downtime reindex command: builds `<prefix>-v<N+1>` with the current mapping,
 * copies the alias's index into it keeping each document's revision as its external version,
 * swaps the alias in one atomic `_aliases` call, copies what was written or deleted
 * meanwhile, and deletes the old index. Searches and writes keep going through the alias
 * throughout.
 */
export async function reindexListings(
  client: Client,
  options: ReindexListingsOptions = {},
): Promise<ReindexListingsResult> {
  const names = listingIndexNames(options.indexPrefix ?? DEFAULT_INDEX_PREFIX);
  const log = options.log ?? (() => undefined);
  const poll = options.pollIntervalMs ?? 1_000;
  const sources = await aliasTargets(client, names.alias);
  if (sources.length !== 1) {
    throw new Error(
      `The alias ${names.alias} points at ${sources.length} indices (${sources.join(', ')}); expected one.`,
    );
  }
  const [from] = sources;
  let next = (names.versionOf(from) ?? 0) + 1;
  while (await client.indices.exists({ index: names.version(next) })) next++;
  const to = names.version(next);
  const startedAt = Date.now();

  log(`Creating ${to}`);
  await client.indices.create({
    index: to,
    settings: indexSettings(options),
    mappings: LISTINGS_MAPPING,
  });
  log(`Copying ${from} into ${to}`);
  const copied = await copy(client, { index: names.alias }, to, poll);

  log(`Pointing ${names.alias} at ${to}`);
  await client.indices.updateAliases({
    actions: [
      { remove: { index: from, alias: names.alias } },
      { add: { index: to, alias: names.alias } },
    ],
  });

  const since = new Date(startedAt - (options.catchUpSlackMs ?? 5 * 60_000)).toISOString();
  const caughtUp = await copy(
    client,
    { index: from, query: { range: { indexedAt: { gte: since } } } },
    to,
    poll,
  );
  const removed = await replayRemovals(client, names.tombstones, to, since);
  log(`Caught up ${caughtUp} writes and ${removed} removals; deleting ${from}`);
  await client.indices.delete({ index: from });
  return { alias: names.alias, from, to, copied, caughtUp, removed };
}

/**
 * `_reindex` as a task (a large copy outlives any HTTP timeout), with the source's versions:
 * a destination document only ever moves to a newer revision.
 */
async function copy(
  client: Client,
  source: estypes.ReindexSource,
  to: string,
  pollIntervalMs: number,
): Promise<number> {
  const started = await client.reindex({
    source,
    dest: { index: to, version_type: 'external' },
    conflicts: 'proceed',
    refresh: true,
    wait_for_completion: false,
  });
  if (started.task === undefined) throw new Error('Elasticsearch did not start a reindex task');
  const taskId = String(started.task);
  for (;;) {
    const task = await client.tasks.get({ task_id: taskId });
    if (task.completed) {
      const result = task.response as estypes.ReindexResponse | undefined;
      const failures = result?.failures ?? [];
      if (task.error || failures.length > 0) {
        throw new Error(
          `Reindex into ${to} failed: ${JSON.stringify(task.error ?? failures.slice(0, 3))}`,
        );
      }
      return (result?.created ?? 0) + (result?.updated ?? 0);
    }
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
  }
}

async function replayRemovals(
  client: Client,
  tombstones: string,
  to: string,
  since: string,
): Promise<number> {
  let removed = 0;
  for await (const hits of batchesById<ListingTombstone>(client, {
    index: tombstones,
    query: { range: { deletedAt: { gte: since } } },
    source: ['revision'],
    size: 1_000,
  })) {
    const response = await client.bulk({
      refresh: true,
      operations: hits.map((hit) => ({
        delete: {
          _index: to,
          _id: hit._id!,
          version: hit._source!.revision,
          version_type: 'external' as const,
        },
      })),
    });
    for (const item of response.items) {
      const result = item.delete!;
      if (result.status < 300) removed++;
      else if (result.status !== 404 && result.status !== 409)
        throw new Error(
          `Removing ${result._id} from ${to} failed: ${JSON.stringify(result.error)}`,
        );
    }
  }
  return removed;
}
