import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  env,
  gatewayConfigSchema,
  platformConfigSchema,
  SERVICE_ROUTES,
  serviceUrlVariable,
  type ServiceName,
} from '@market/platform';
import { billingConfigSchema } from '@market/billing';
import { affiliatesConfigSchema } from '@market/affiliates';
import { dealersConfigSchema } from '@market/dealers';
import { identityConfigSchema } from '@market/identity';
import { inquiriesConfigSchema } from '@market/notifications';
import { searchConfigSchema } from '@market/search';
import { z } from 'zod';

/**
 * What the deployment descriptions (docker-compose.yml, k8s/) must agree with, read from the
 * code rather than copied: which apps exist, which variables each one reads (their zod
 * schemas) and which of them the distributed mode cannot do without.
 */

/** Apps with an entry point that are not one service each. */
const NOT_SERVICES = new Set(['gateway', 'marketplace']);

export const GATEWAY = 'gateway';
/** The port every app listens on inside its container (the image sets PORT=3000). */
export const CONTAINER_PORT = 3000;

/** Every folder of apps/ with a src/main.ts, i.e. a process of its own. */
export function appsWithMain(root = process.cwd()): string[] {
  return readdirSync(path.join(root, 'apps')).filter((name) =>
    existsSync(path.join(root, 'apps', name, 'src', 'main.ts')),
  );
}

/** The services of the distributed mode: every app with an entry point but the gateway and the all-in-one. */
export function deployedServices(root = process.cwd()): string[] {
  return appsWithMain(root)
    .filter((name) => !NOT_SERVICES.has(name))
    .sort();
}

/** Variables read by libraries rather than our schemas: the AWS SDK's default credential chain. */
export const EXTERNAL_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/** As runService and the gateway read it. */
const portSchema = z.object({ PORT: env.port(CONTAINER_PORT) });

/** The `<SERVICE>_URL` variables the gateway reads: one per row of its routing table. */
export function gatewayServiceUrlVariables(): string[] {
  return (Object.keys(SERVICE_ROUTES) as ServiceName[]).map(serviceUrlVariable);
}

/** The zod schemas one app validates its environment with. */
export function configSchemasOf(app: string): z.ZodObject[] {
  const schemas: z.ZodObject[] = [platformConfigSchema, portSchema];
  if (app === GATEWAY) {
    schemas.push(gatewayConfigSchema);
    schemas.push(
      z.object(
        Object.fromEntries(
          gatewayServiceUrlVariables().map((name) => [name, env.url(['http', 'https'])]),
        ),
      ),
    );
  }
  if (app === 'identity') schemas.push(identityConfigSchema);
  if (app === 'search') schemas.push(searchConfigSchema);
  if (app === 'dealers') schemas.push(dealersConfigSchema);
  if (app === 'notifications') schemas.push(inquiriesConfigSchema);
  if (app === 'billing') schemas.push(billingConfigSchema);
  if (app === 'affiliates') schemas.push(affiliatesConfigSchema);
  return schemas;
}

/** Every variable an app understands. */
export function knownVariables(app: string): Set<string> {
  return new Set([
    ...configSchemasOf(app).flatMap((schema) => Object.keys(schema.shape)),
    ...EXTERNAL_VARIABLES,
  ]);
}

/** Every variable of every schema, for the configuration reference in docs/deploy.md. */
export function allConfigVariables(): string[] {
  const names = new Set<string>();
  for (const app of [...deployedServices(), GATEWAY])
    for (const name of knownVariables(app)) names.add(name);
  return [...names].sort();
}

/** Validation problems of an app's environment against its schemas (empty when it starts). */
export function configProblems(app: string, environment: Record<string, string>): string[] {
  return configSchemasOf(app).flatMap((schema) => {
    const result = schema.safeParse(environment);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  });
}

export interface Requirement {
  /** One of these must be set (a value variable or its _FILE twin). */
  anyOf: string[];
  why: string;
}

/**
 * What the distributed mode cannot run without, per app. Unset, most of these fall back to an
 * embedded adapter that starts fine and silently splits the system (an in-process bus per
 * replica, a memory cache per replica, photos on one pod's disk), so the schemas allow them
 * to be missing and only this check notices.
 */
export function distributedRequirements(app: string): Requirement[] {
  const requirements: Requirement[] = [
    {
      anyOf: ['KAFKA_BROKERS'],
      why: 'events between processes (else an in-process bus per replica)',
    },
    { anyOf: ['REDIS_URL'], why: 'rate limits, cache and deny-list shared by replicas' },
    { anyOf: ['JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE'], why: 'verifying access tokens' },
  ];
  if (app !== GATEWAY)
    requirements.push({ anyOf: ['DATABASE_URL'], why: "the service's own schema" });
  if (app === 'identity')
    requirements.push({
      anyOf: ['JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'],
      why: 'signing access tokens',
    });
  if (app === 'notifications')
    requirements.push({ anyOf: ['SMTP_URL'], why: 'sending e-mail (else the dev mailbox table)' });
  if (app === 'search')
    requirements.push({ anyOf: ['ELASTICSEARCH_URL'], why: 'the listing index on Elasticsearch' });
  if (STORAGE_APPS.has(app))
    requirements.push({
      anyOf: ['S3_BUCKET'],
      why: "media shared by replicas (else one pod's disk)",
    });
  if (app === GATEWAY)
    for (const name of gatewayServiceUrlVariables())
      requirements.push({ anyOf: [name], why: 'routing to the service' });
  return requirements;
}

/** Apps that store files (photos, logos, hero images) through the object storage port. */
export const STORAGE_APPS = new Set(['listings', 'content', 'dealers']);

/** Variables that carry credentials (or, for the key pair, belong with them): Secrets, never ConfigMaps. */
export function belongsInSecret(name: string): boolean {
  return (
    /(PASSWORD|SECRET|API_KEY|PRIVATE_KEY|SECRET_ACCESS_KEY)$/.test(name) ||
    [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'AWS_ACCESS_KEY_ID',
      'JWT_PUBLIC_KEY',
      'ADMIN_EMAIL',
    ].includes(name)
  );
}
