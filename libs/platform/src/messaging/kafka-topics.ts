import { readFileSync } from 'node:fs';
import kafkajs, { type Admin, type ITopicConfig } from 'kafkajs';
import { z } from 'zod';
import type { MessagingLogger } from './backoff.js';

// kafkajs is CommonJS, and Node's ESM loader does not see this export by name.
const { ConfigResourceTypes } = kafkajs;

const topicSettings = z.object({
  partitions: z.number().int().min(1).optional(),
  replicationFactor: z.number().int().min(1).optional(),
  /** Topic-level configs as Kafka names them (`retention.ms`, `min.insync.replicas`, ...), values as strings. */
  config: z.record(z.string(), z.string()).optional(),
});

/** The topics file (k8s/base/kafka-topics.json): defaults, then one entry per topic (= event type). */
export const topicManifestSchema = z.object({
  defaults: z.object({
    partitions: z.number().int().min(1),
    replicationFactor: z.number().int().min(1),
    config: z.record(z.string(), z.string()),
  }),
  topics: z.array(topicSettings.extend({ name: z.string().min(1) })).min(1),
});
export type TopicManifest = z.infer<typeof topicManifestSchema>;

export interface TopicSpec {
  name: string;
  partitions: number;
  replicationFactor: number;
  config: Record<string, string>;
}

/** Each topic with the defaults filled in. */
export function topicSpecs(manifest: TopicManifest): TopicSpec[] {
  return manifest.topics.map((topic) => ({
    name: topic.name,
    partitions: topic.partitions ?? manifest.defaults.partitions,
    replicationFactor: topic.replicationFactor ?? manifest.defaults.replicationFactor,
    config: { ...manifest.defaults.config, ...topic.config },
  }));
}

export function readTopicManifest(file: string): TopicManifest {
  return topicManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The part of kafkajs' admin client the topics are applied with. */
export type TopicAdmin = Pick<
  Admin,
  | 'fetchTopicMetadata'
  | 'createTopics'
  | 'createPartitions'
  | 'describeConfigs'
  | 'alterConfigs'
  | 'describeCluster'
>;

export interface TopicChanges {
  created: string[];
  /** Topics given more partitions (Kafka never removes partitions). */
  grown: string[];
  reconfigured: string[];
  /** Topics with more partitions than the manifest asks: left alone. */
  wider: string[];
}

/**
 * Brings the cluster's topics to the manifest, and only ever adds: a missing topic is
 * created, a topic with fewer partitions is grown, and configs that differ are set (the
 * configs the manifest names; Kafka's AlterConfigs resets a topic's other dynamic configs
 * to the broker defaults, so the manifest must name every config we rely on). Running it
 * again changes nothing. The replication factor is capped at the number of brokers, so
 * the same file serves a one-broker development cluster.
 */
export async function applyTopicManifest(
  admin: TopicAdmin,
  specs: TopicSpec[],
  logger?: MessagingLogger,
): Promise<TopicChanges> {
  const changes: TopicChanges = { created: [], grown: [], reconfigured: [], wider: [] };
  const { brokers } = await admin.describeCluster();
  specs = specs.map((spec) => fitToCluster(spec, brokers.length));
  const existing = new Map(
    (await admin.fetchTopicMetadata()).topics.map((topic) => [topic.name, topic.partitions.length]),
  );

  const missing: ITopicConfig[] = specs
    .filter((spec) => !existing.has(spec.name))
    .map((spec) => ({
      topic: spec.name,
      numPartitions: spec.partitions,
      replicationFactor: spec.replicationFactor,
      configEntries: Object.entries(spec.config).map(([name, value]) => ({ name, value })),
    }));
  if (missing.length > 0) {
    await admin.createTopics({ topics: missing, waitForLeaders: true });
    changes.created.push(...missing.map((topic) => topic.topic));
  }

  const grow = specs.filter(
    (spec) => (existing.get(spec.name) ?? spec.partitions) < spec.partitions,
  );
  if (grow.length > 0) {
    await admin.createPartitions({
      topicPartitions: grow.map((spec) => ({ topic: spec.name, count: spec.partitions })),
    });
    changes.grown.push(...grow.map((spec) => spec.name));
  }
  changes.wider.push(
    ...specs
      .filter((spec) => (existing.get(spec.name) ?? 0) > spec.partitions)
      .map((spec) => spec.name),
  );

  const present = specs.filter((spec) => existing.has(spec.name));
  if (present.length > 0) {
    const described = await admin.describeConfigs({
      includeSynonyms: false,
      resources: present.map((spec) => ({
        type: ConfigResourceTypes.TOPIC,
        name: spec.name,
        configNames: Object.keys(spec.config),
      })),
    });
    const current = new Map(
      described.resources.map((resource) => [
        resource.resourceName,
        new Map(resource.configEntries.map((entry) => [entry.configName, entry.configValue])),
      ]),
    );
    const differing = present.filter((spec) =>
      Object.entries(spec.config).some(
        ([name, value]) => current.get(spec.name)?.get(name) !== value,
      ),
    );
    if (differing.length > 0) {
      await admin.alterConfigs({
        validateOnly: false,
        resources: differing.map((spec) => ({
          type: ConfigResourceTypes.TOPIC,
          name: spec.name,
          configEntries: Object.entries(spec.config).map(([name, value]) => ({ name, value })),
        })),
      });
      changes.reconfigured.push(...differing.map((spec) => spec.name));
    }
  }
  if (changes.wider.length > 0) {
    logger?.warn(
      { topics: changes.wider },
      'topics have more partitions than the manifest asks; Kafka cannot remove partitions, left as they are',
    );
  }
  return changes;
}

/** A smaller cluster than the manifest assumes: fewer replicas, and no more in-sync replicas required than exist. */
function fitToCluster(spec: TopicSpec, brokers: number): TopicSpec {
  const replicationFactor = Math.min(spec.replicationFactor, brokers);
  const minInSync = spec.config['min.insync.replicas'];
  const config =
    minInSync && Number(minInSync) > replicationFactor
      ? { ...spec.config, 'min.insync.replicas': String(replicationFactor) }
      : spec.config;
  return { ...spec, replicationFactor, config };
}
