import { readFileSync } from 'node:fs';
import {
  gatewayConfigSchema,
  platformConfigSchema,
  SERVICE_ROUTES,
  serviceUrlVariable,
  type ServiceName,
} from '@market/platform';
import { billingConfigSchema } from '@market/billing';
import { identityConfigSchema } from '@market/identity';
import { inquiriesConfigSchema } from '@market/notifications';
import { searchConfigSchema } from '@market/search';

/** .env.example must list every variable the processes read (docs a newcomer can trust). */
describe('.env.example', () => {
  const listed = new Set(
    readFileSync('.env.example', 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => line.split('=')[0]),
  );

  it('lists every configuration variable', () => {
    const read = [
      ...Object.keys(platformConfigSchema.shape),
      ...Object.keys(gatewayConfigSchema.shape),
      ...Object.keys(identityConfigSchema.shape),
      ...Object.keys(searchConfigSchema.shape),
      ...Object.keys(inquiriesConfigSchema.shape),
      ...Object.keys(billingConfigSchema.shape),
      ...(Object.keys(SERVICE_ROUTES) as ServiceName[]).map(serviceUrlVariable),
      'PORT',
    ].filter((name) => name !== 'NODE_ENV');
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
  });
});
