import { randomUUID } from 'node:crypto';
import { routeTable, type RouteEntry } from '@market/platform/testing';
import type { ApiClient, Harness } from '../support/marketplace-harness.js';
import { demoClient, type DemoRole, startSecurityHarness } from './security-support.js';

/**
 * The admin console's API is the admins' alone (SPEC.md §6): every route the route table marks
 * admin-only — whatever context serves it, including the ones added after this spec — answers
 * 401 without a session and 403 to every other role, before any input is looked at.
 */
describe('security: admin routes are admin-only', () => {
  let harness: Harness;
  let adminRoutes: RouteEntry[];
  const clients = new Map<DemoRole | 'anonymous', ApiClient>();

  beforeAll(async () => {
    harness = await startSecurityHarness();
    clients.set('anonymous', harness.api.session());
    for (const role of ['admin', 'dealer', 'sales_rep', 'user'] as const)
      clients.set(role, await demoClient(harness, role));
    adminRoutes = routeTable(harness.marketplace.app).filter(
      (route) => route.roles.length === 1 && route.roles[0] === 'admin',
    );
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const urlOf = (route: RouteEntry) => route.path.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID());
  const bodyOf = (route: RouteEntry) =>
    route.method === 'GET' || route.method === 'DELETE' ? undefined : {};

  it('finds the console routes in the route table (the walk below is not empty)', () => {
    const paths = new Set(adminRoutes.map((route) => `${route.method} ${route.path}`));
    for (const expected of [
      'GET /api/admin/users',
      'POST /api/admin/users',
      'GET /api/admin/dealers',
      'GET /api/admin/dealer-applications',
      'GET /api/admin/sales-reps',
      'GET /api/admin/listings',
      'GET /api/admin/listing-images',
      'GET /api/admin/dealer-reviews',
      'DELETE /api/admin/dealer-reviews/:id',
      'GET /api/admin/saved-listings',
      'GET /api/admin/analytics',
      'GET /api/admin/system-status',
      'GET /api/admin/audit-log',
      'GET /api/admin/content/hero',
      'GET /api/admin/content/settings',
    ])
      expect(paths).toContain(expected);
  });

  it.each(['anonymous', 'user', 'dealer', 'sales_rep'] as const)(
    'refuses %s on every admin route',
    async (who) => {
      const client = clients.get(who)!;
      const expected = who === 'anonymous' ? 401 : 403;
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const answer = await client.request(route.method, urlOf(route), bodyOf(route));
        if (answer.status !== expected)
          wrong.push(`${route.method} ${route.path} → ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('lets the admin read every list route of the console', async () => {
    const admin = clients.get('admin')!;
    const lists = adminRoutes.filter(
      (route) => route.method === 'GET' && route.pathParameters.length === 0,
    );
    const failed: string[] = [];
    for (const route of lists) {
      const answer = await admin.get(route.path);
      if (answer.status !== 200) failed.push(`${route.path} → ${answer.status}`);
    }
    expect(failed).toEqual([]);
    expect(lists.length).toBeGreaterThanOrEqual(15);
  });
});
