import { spawnSync } from 'node:child_process';
import YAML from 'yaml';

/** Reading rendered Kubernetes objects: rendering, lookups, selectors, policies, quantities. */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // Rendered manifests are plain data; each check reads the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

export const KUBECTL = process.env.KUBECTL ?? 'kubectl';

/** `kubectl kustomize <dir>` as objects; throws with kustomize's own message when it fails. */
export function renderKustomization(dir: string): K8sObject[] {
  const result = spawnSync(KUBECTL, ['kustomize', dir], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr || result.error?.message}`);
  return YAML.parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => !!object);
}

/** The kubernetes-models class of an object (`apps/v1` + `Deployment` -> kubernetes-models/apps/v1/Deployment). */
export async function modelClassOf(
  object: K8sObject,
): Promise<new (data: object) => { validate(): void }> {
  // The Prometheus Operator's kinds (k8s/monitoring) come from their own package.
  const from = object.apiVersion.startsWith('monitoring.coreos.com/')
    ? '@kubernetes-models/prometheus-operator'
    : 'kubernetes-models';
  const module = (await import(`${from}/${object.apiVersion}/${object.kind}`)) as Record<
    string,
    never
  >;
  const model = module[object.kind];
  if (!model) throw new Error(`kubernetes-models has no ${object.apiVersion} ${object.kind}`);
  return model;
}

export function ofKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((object) => object.kind === kind);
}

export function named(objects: K8sObject[], kind: string, name: string): K8sObject | undefined {
  return objects.find((object) => object.kind === kind && object.metadata.name === name);
}

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: {
    key: string;
    operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
    values?: string[];
  }[];
}

export function selects(
  selector: LabelSelector | undefined,
  labels: Record<string, string> = {},
): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpressions = (selector.matchExpressions ?? []).every(
    ({ key, operator, values = [] }) => {
      if (operator === 'In') return values.includes(labels[key]);
      if (operator === 'NotIn') return !values.includes(labels[key]);
      if (operator === 'Exists') return key in labels;
      return !(key in labels);
    },
  );
  return byLabels && byExpressions;
}

/** Pod templates of the workloads (Deployments and Jobs), with their owner. */
export function podTemplates(
  objects: K8sObject[],
): { owner: K8sObject; labels: Record<string, string>; spec: K8sPodSpec }[] {
  return objects
    .filter((object) => object.kind === 'Deployment' || object.kind === 'Job')
    .map((owner) => ({
      owner,
      labels: owner.spec.template.metadata?.labels ?? {},
      spec: owner.spec.template.spec,
    }));
}

export interface K8sContainer {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: {
      secretKeyRef?: { name: string; key: string };
      configMapKeyRef?: { name: string; key: string };
    };
  }[];
  envFrom?: {
    configMapRef?: { name: string; optional?: boolean };
    secretRef?: { name: string; optional?: boolean };
  }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any;
}
export interface K8sPodSpec {
  containers: K8sContainer[];
  volumes?: { name: string; emptyDir?: object }[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any;
}

/** Where a container's variables come from: literal values, ConfigMap keys, Secret references. */
export interface ContainerEnvironment {
  /** Values known from the manifests (env values and the referenced ConfigMaps' data). */
  values: Record<string, string>;
  /** Secrets referenced whole (envFrom) or by key, with `optional` as declared. */
  secretRefs: { name: string; key?: string; optional: boolean }[];
  /** ConfigMaps referenced that the overlay does not render. */
  missingConfigMaps: string[];
}

export function containerEnvironment(
  container: K8sContainer,
  objects: K8sObject[],
): ContainerEnvironment {
  const environment: ContainerEnvironment = { values: {}, secretRefs: [], missingConfigMaps: [] };
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const map = named(objects, 'ConfigMap', source.configMapRef.name);
      if (map) Object.assign(environment.values, map.data ?? {});
      else environment.missingConfigMaps.push(source.configMapRef.name);
    }
    if (source.secretRef)
      environment.secretRefs.push({
        name: source.secretRef.name,
        optional: !!source.secretRef.optional,
      });
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) environment.values[variable.name] = variable.value;
    const secret = variable.valueFrom?.secretKeyRef;
    if (secret)
      environment.secretRefs.push({ name: secret.name, key: secret.key, optional: false });
  }
  return environment;
}

interface PolicyPort {
  port?: number | string;
  protocol?: string;
}
interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string };
}

function portAllowed(ports: PolicyPort[] | undefined, port: number): boolean {
  return (
    !ports ||
    ports.length === 0 ||
    ports.some((p) => p.port === undefined || Number(p.port) === port)
  );
}

/** May a pod with these labels open a connection to `port` outside the namespace? */
export function egressAllows(
  policies: K8sObject[],
  podLabels: Record<string, string>,
  port: number,
): boolean {
  return policies.some(
    (policy) =>
      policy.spec.policyTypes.includes('Egress') &&
      selects(policy.spec.podSelector, podLabels) &&
      (policy.spec.egress ?? []).some(
        (rule: { to?: PolicyPeer[]; ports?: PolicyPort[] }) =>
          (!rule.to ||
            rule.to.length === 0 ||
            rule.to.some((peer) => peer.ipBlock || peer.namespaceSelector)) &&
          portAllowed(rule.ports, port),
      ),
  );
}

/** May a pod (labels `from`, same namespace) reach a pod (labels `to`) on `port`? Both sides must allow it. */
export function podToPodAllowed(
  policies: K8sObject[],
  from: Record<string, string>,
  to: Record<string, string>,
  port: number,
): boolean {
  const leaves = policies.some(
    (policy) =>
      policy.spec.policyTypes.includes('Egress') &&
      selects(policy.spec.podSelector, from) &&
      (policy.spec.egress ?? []).some(
        (rule: { to?: PolicyPeer[]; ports?: PolicyPort[] }) =>
          (!rule.to ||
            rule.to.length === 0 ||
            rule.to.some((peer) => !peer.namespaceSelector && selects(peer.podSelector, to))) &&
          portAllowed(rule.ports, port),
      ),
  );
  const enters = policies.some(
    (policy) =>
      policy.spec.policyTypes.includes('Ingress') &&
      selects(policy.spec.podSelector, to) &&
      (policy.spec.ingress ?? []).some(
        (rule: { from?: PolicyPeer[]; ports?: PolicyPort[] }) =>
          (!rule.from ||
            rule.from.some((peer) => !peer.namespaceSelector && selects(peer.podSelector, from))) &&
          portAllowed(rule.ports, port),
      ),
  );
  return leaves && enters;
}

/** CPU in millicores, memory in bytes, from Kubernetes quantities. */
export function quantity(value: string | number, resource: 'cpu' | 'memory'): number {
  const text = String(value);
  if (resource === 'cpu')
    return text.endsWith('m') ? Number(text.slice(0, -1)) : Number(text) * 1000;
  const units: Record<string, number> = {
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    K: 1e3,
    M: 1e6,
    G: 1e9,
  };
  const match = /^(\d+(?:\.\d+)?)([KMG]i?)?$/.exec(text);
  if (!match) throw new Error(`not a memory quantity: ${text}`);
  return Number(match[1]) * (match[2] ? units[match[2]] : 1);
}

/** Host port pairs of a URL or a comma-separated broker list. */
export function endpointsOf(value: string): { host: string; port: number }[] {
  if (/^[a-z]+:\/\//.test(value)) {
    const url = new URL(value);
    return [
      { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) },
    ];
  }
  return value.split(',').map((entry) => {
    const [host, port] = entry.trim().split(':');
    return { host, port: Number(port) };
  });
}
