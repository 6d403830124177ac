import { readFileSync } from 'node:fs';
import { eventCatalogue } from '@market/contracts';
import type { TopicAdmin } from './kafka-topics.js';
import { applyTopicManifest, topicManifestSchema, topicSpecs } from './kafka-topics.js';

/**
 * A cluster's topics as kafkajs' admin client shows and changes them. The kcat mock cluster
 * the integration suites use cannot create topics or alter configs (ENVIRONMENT.md), and no
 * Docker engine is here for a real broker, so the admin is played by this model of its state.
 */
class ClusterModel {
  readonly topics = new Map<
    string,
    { partitions: number; replicationFactor: number; config: Record<string, string> }
  >();
  readonly calls: string[] = [];
  constructor(private readonly brokerCount: number) {}

  admin(): TopicAdmin {
    const admin: TopicAdmin = {
      describeCluster: async () => ({
        brokers: Array.from({ length: this.brokerCount }, (_, i) => ({
          nodeId: i,
          host: 'b',
          port: 9092,
        })),
        controller: 0,
        clusterId: 'c',
      }),
      fetchTopicMetadata: async () => ({
        topics: [...this.topics].map(([name, t]) => ({
          name,
          partitions: Array.from({ length: t.partitions }, (_, i) => ({
            partitionId: i,
            partitionErrorCode: 0,
            leader: 0,
            replicas: [],
            isr: [],
          })),
        })),
      }),
      createTopics: async ({ topics }) => {
        this.calls.push(`create ${topics.map((t) => t.topic).join(',')}`);
        for (const t of topics) {
          if (t.replicationFactor! > this.brokerCount)
            throw new Error('replication factor larger than the cluster');
          this.topics.set(t.topic, {
            partitions: t.numPartitions!,
            replicationFactor: t.replicationFactor!,
            config: Object.fromEntries(t.configEntries!.map((e) => [e.name, e.value])),
          });
        }
        return true;
      },
      createPartitions: async ({ topicPartitions }) => {
        this.calls.push(`grow ${topicPartitions.map((t) => t.topic).join(',')}`);
        for (const t of topicPartitions) this.topics.get(t.topic)!.partitions = t.count;
        return true;
      },
      describeConfigs: async ({ resources }) => ({
        throttleTime: 0,
        resources: resources.map((r) => ({
          errorCode: 0,
          errorMessage: '',
          resourceType: r.type,
          resourceName: r.name,
          configEntries: Object.entries(this.topics.get(r.name)!.config).map(
            ([configName, configValue]) => ({
              configName,
              configValue,
              isDefault: false,
              configSource: 0,
              isSensitive: false,
              readOnly: false,
              configSynonyms: [],
            }),
          ),
        })),
      }),
      alterConfigs: async ({ resources }) => {
        this.calls.push(`alter ${resources.map((r) => r.name).join(',')}`);
        // AlterConfigs replaces the topic's dynamic configs with those given.
        for (const r of resources)
          this.topics.get(r.name)!.config = Object.fromEntries(
            r.configEntries.map((e) => [e.name, e.value]),
          );
        return true;
      },
    };
    return admin;
  }
}

const manifest = topicManifestSchema.parse(
  JSON.parse(readFileSync('k8s/base/kafka-topics.json', 'utf8')),
);

describe('Kafka topics manifest (k8s/base/kafka-topics.json)', () => {
  it("declares exactly the catalogue's event types, each with partitions and a retention", () => {
    const specs = topicSpecs(manifest);
    expect(specs.map((s) => s.name).sort()).toEqual(Object.keys(eventCatalogue).sort());
    for (const spec of specs) {
      expect(spec.partitions).toBeGreaterThanOrEqual(3);
      // At least a week, so a consumer that was down for days catches up from Kafka itself (docs/deploy.md).
      expect(Number(spec.config['retention.ms'])).toBeGreaterThanOrEqual(
        spec.name.endsWith('views-counted') ? 86_400_000 : 7 * 86_400_000,
      );
    }
  });
});

describe('applyTopicManifest', () => {
  const specs = topicSpecs(manifest);

  it('creates every topic on an empty cluster, then changes nothing when run again', async () => {
    const cluster = new ClusterModel(3);
    const first = await applyTopicManifest(cluster.admin(), specs);
    expect(first.created).toHaveLength(specs.length);
    expect(cluster.topics.get('listings.listing.updated')).toEqual({
      partitions: 12,
      replicationFactor: 3,
      config: {
        'retention.ms': '1209600000',
        'cleanup.policy': 'delete',
        'min.insync.replicas': '2',
      },
    });
    cluster.calls.length = 0;
    const second = await applyTopicManifest(cluster.admin(), specs);
    expect(second).toEqual({ created: [], grown: [], reconfigured: [], wider: [] });
    expect(cluster.calls).toEqual([]);
  });

  it('grows a topic with too few partitions, resets a changed retention, and leaves a wider topic as it is', async () => {
    const cluster = new ClusterModel(3);
    await applyTopicManifest(cluster.admin(), specs);
    cluster.topics.get('listings.listing.published')!.partitions = 1; // auto-created by an early producer
    cluster.topics.get('identity.user.verified')!.config['retention.ms'] = '60000';
    cluster.topics.get('dealers.dealer.created')!.partitions = 24;
    const changes = await applyTopicManifest(cluster.admin(), specs);
    expect(changes).toEqual({
      created: [],
      grown: ['listings.listing.published'],
      reconfigured: ['identity.user.verified'],
      wider: ['dealers.dealer.created'],
    });
    expect(cluster.topics.get('listings.listing.published')!.partitions).toBe(12);
    expect(cluster.topics.get('identity.user.verified')!.config['retention.ms']).toBe('1209600000');
    expect(cluster.topics.get('dealers.dealer.created')!.partitions).toBe(24);
  });

  it('fits a one-broker development cluster: one replica, one in-sync replica required', async () => {
    const cluster = new ClusterModel(1);
    await applyTopicManifest(cluster.admin(), specs);
    expect(cluster.topics.get('identity.user.registered')).toMatchObject({
      replicationFactor: 1,
      config: { 'min.insync.replicas': '1' },
    });
    cluster.calls.length = 0;
    await applyTopicManifest(cluster.admin(), specs);
    expect(cluster.calls).toEqual([]);
  });
});
