import { randomUUID } from 'node:crypto';
import { routeTable, textFieldPaths, valueAt, type RouteEntry } from '@market/platform/testing';
import type { ApiClient, Harness } from '../support/marketplace-harness.js';
import { demoClient, type DemoRole, newUser, startSecurityHarness } from './security-support.js';

const NUL_TEXT = 'toy\u0000ota';

/**
 * Input that can never break a request (docs/security.md, "Input"): control characters in
 * any text field of any route, error answers never cached, listing numbers and names,
 * SVG logos, security headers.
 */
describe('security: input never breaks a request', () => {
  let harness: Harness;
  const clients = new Map<DemoRole | 'anonymous', ApiClient>();

  beforeAll(async () => {
    harness = await startSecurityHarness();
    clients.set('anonymous', harness.api.session());
    for (const role of ['admin', 'dealer', 'sales_rep', 'user'] as const)
      clients.set(role, await demoClient(harness, role));
  });
  afterAll(async () => {
    await harness?.stop();
  });

  /** A client the route's guards let through: its role, else the plain user when it needs a session. */
  function clientFor(route: RouteEntry): ApiClient {
    const role = (['admin', 'dealer', 'sales_rep', 'user'] as const).find((r) =>
      route.roles.includes(r),
    );
    if (role) return clients.get(role)!;
    return clients.get(route.signedIn ? 'user' : 'anonymous')!;
  }

  const pathWith = (route: RouteEntry, values: Record<string, string> = {}) =>
    route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? randomUUID());

  it('answers a NUL byte in every text field of every route with a 400 naming the field, never a 500', async () => {
    const routes = routeTable(harness.marketplace.app);
    const failures: string[] = [];
    const covered = new Set<string>();
    let cases = 0;

    const check = async (
      label: string,
      send: () => Promise<{ status: number; body: any; headers: Headers }>,
      field: string | null,
    ) => {
      cases += 1;
      const answer = await send();
      const named =
        field === null ||
        (answer.body?.error?.details ?? []).some((d: { path: string }) => d.path === field);
      const ok = field === null ? answer.status < 500 : answer.status === 400 && named;
      if (!ok || answer.headers.get('cache-control') !== 'no-store') {
        failures.push(
          `${label} → ${answer.status} ${answer.headers.get('cache-control')} ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
      }
    };

    for (const route of routes) {
      const client = clientFor(route);
      const url = pathWith(route);
      for (const path of route.body ? textFieldPaths(route.body) : []) {
        const field = path.join('.');
        covered.add(`${route.method} ${route.path}`);
        await check(
          `${route.method} ${route.path} body.${field}`,
          () => client.request(route.method, url, valueAt(path, NUL_TEXT)),
          field,
        );
      }
      const queryFields = [
        ...(route.query
          ? textFieldPaths(route.query)
              .filter((p) => p.length === 1)
              .map((p) => String(p[0]))
          : []),
        ...route.queryParameters,
      ];
      for (const field of queryFields) {
        covered.add(`${route.method} ${route.path}`);
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        await check(
          `${route.method} ${route.path} ?${field}`,
          () => client.request(route.method, `${url}?${field}=toy%00ota`, body),
          field,
        );
      }
      for (const parameter of route.pathParameters) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        await check(
          `${route.method} ${route.path} :${parameter}`,
          () => client.request(route.method, pathWith(route, { [parameter]: 'toy%00ota' }), body),
          null,
        );
      }
    }

    expect(failures).toEqual([]);
    // The walk reached the routes the probe broke, from the route table itself.
    for (const route of [
      'GET /api/search/listings',
      'POST /api/dealers/:id/messages',
      'POST /api/sales-reps/:id/messages',
      'POST /api/dealer-applications',
      'POST /api/listings',
      'PATCH /api/me',
      'PATCH /api/my/dealer',
      'POST /api/dealers/:id/reviews',
      'PUT /api/admin/content/settings',
    ]) {
      expect(covered).toContain(route);
    }
    expect(cases).toBeGreaterThan(200);
  });

  it('never lets an error answer be cached, even on a cacheable public route', async () => {
    const search = await harness.api.get('/api/search/listings?q=toy%00ota');
    expect(search.status).toBe(400);
    expect(search.body.error.details).toEqual([
      { path: 'q', message: 'q must not contain control characters (such as a NUL byte).' },
    ]);
    expect(search.headers.get('cache-control')).toBe('no-store');
    const fine = await harness.api.get('/api/search/listings?q=toyota');
    expect(fine.headers.get('cache-control')).toContain('max-age');
    for (const answer of [
      await harness.api.get(`/api/listings/${randomUUID()}`),
      await harness.api.get('/api/no-such-route'),
      await harness.api.get('/api/me'),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses booleans, blanks and names outside the catalogue in a listing; takes "Other" as plain text', async () => {
    const { client } = await newUser(harness);
    const listing = {
      category: 'cars',
      make: 'toyota',
      model: 'camry',
      year: 2019,
      price: 18500,
      status: 'pending',
    };
    const priceTrue = await client.post('/api/listings', { ...listing, price: true });
    expect(priceTrue.status).toBe(400);
    expect(priceTrue.body.error.details).toContainEqual({
      path: 'price',
      message: 'Price must be a number',
    });
    const priceBlank = await client.post('/api/listings', { ...listing, price: '' });
    expect(priceBlank.body.error.details).toContainEqual({
      path: 'price',
      message: 'Please enter a price.',
    });
    const yearTrue = await client.post('/api/listings', { ...listing, year: true });
    expect(yearTrue.status).toBe(400);

    const markup = await client.post('/api/listings', {
      ...listing,
      make: '<img src=x onerror=alert(1)>',
    });
    expect(markup.status).toBe(400);
    expect(markup.body.error.details).toContainEqual({
      path: 'make',
      message: 'Please choose a make from the list, or choose "Other" and type its name.',
    });
    const unknownModel = await client.post('/api/listings', { ...listing, model: 'not-a-camry' });
    expect(unknownModel.status).toBe(400);

    const other = await client.post('/api/listings', {
      ...listing,
      make: 'other',
      makeOther: '<img src=x onerror=alert(1)>Bespoke Motors',
      model: 'other',
      modelOther: 'GT <b>One</b>',
    });
    expect(other.status).toBe(201);
    expect(other.body).toMatchObject({
      title: '2019 Bespoke Motors GT One',
      makeLabel: 'Bespoke Motors',
      modelLabel: 'GT One',
      price: 18500,
    });
    expect(JSON.stringify(other.body)).not.toMatch(/[<>]/);
  });

  describe('SVG logos', () => {
    const svg = (inner: string) =>
      new Blob(
        [
          `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">${inner}</svg>`,
        ],
        { type: 'image/svg+xml' },
      );
    const payloads = {
      'an animated event handler':
        '<rect width="200" height="80"><set attributeName="onmouseover" to="alert(1)"/></rect>',
      'a document behind <use href="data:…">':
        '<use href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4=#x"/>',
      'a style sheet that loads':
        '<style>@import url(https://attacker.example/x.css);</style><rect width="200" height="80"/>',
    };

    async function upload(url: string, blob: Blob, client?: ApiClient) {
      const form = new FormData();
      form.append('file', blob, 'logo.svg');
      const response = await fetch(`${harness.url}${url}`, {
        method: 'POST',
        headers: client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {},
        body: form,
      });
      return { status: response.status, body: (await response.json()) as any };
    }

    it.each(Object.entries(payloads))(
      'refuses %s, on dealer and site logos alike',
      async (_, payload) => {
        const dealer = await upload('/api/dealer-applications/logo', svg(payload));
        expect(dealer.status).toBe(400);
        expect(dealer.body.error.message).toMatch(
          /^"logo.svg" (contains event handlers|embeds another document|references external files)/,
        );
        const site = await upload('/api/admin/content/logo', svg(payload), clients.get('admin'));
        expect(site.status).toBe(400);
      },
    );

    it('stores an inert SVG drawn as a PNG, so no SVG document is ever served', async () => {
      const stored = await upload(
        '/api/dealer-applications/logo',
        svg('<rect width="200" height="80" fill="#1d4ed8"/>'),
      );
      expect(stored.status).toBe(201);
      expect(stored.body.logoUrl).toMatch(/\/logo\.png$/);
      const served = await fetch(`${harness.url}${stored.body.logoUrl}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    });
  });

  it('sends a Permissions-Policy with the other security headers', async () => {
    for (const path of ['/', '/api/search/listings', '/api/no-such-route']) {
      const response = await fetch(`${harness.url}${path}`);
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
