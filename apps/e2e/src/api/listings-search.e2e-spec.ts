import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eventually } from '@market/platform/testing';
import pg from 'pg';
import sharp from 'sharp';
import { startHarness, type ApiClient, type Harness } from '../support/marketplace-harness.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Runs tools/search/search-index.mjs against the harness; resolves with its output and exit code. */
async function indexTool(
  baseUrl: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'tools/search/search-index.mjs'), ...args],
      {
        env: { ...process.env, NODE_OPTIONS: '', BASE_URL: baseUrl },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The embedded marketplace end to end: a seller publishes with a photo and buyers find it in search. */
describe('listings and search (embedded)', () => {
  let harness: Harness;
  let seller: ApiClient;

  beforeAll(async () => {
    harness = await startHarness();
    seller = harness.api.session();
    expect((await seller.signIn('seller@wheelbase.test', 'seller-demo-1')).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.stop();
  });

  async function uploadPhoto(): Promise<string> {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#884422' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'side.jpg');
    const response = await fetch(`${harness.url}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { items: { id: string }[] }).items[0].id;
  }

  /** What a search finds once the index has caught up with `expected` (events are applied asynchronously). */
  async function searchIds(query: string, expected: string[]): Promise<string[]> {
    return eventually(
      async () => {
        const result = await harness.api.get(`/api/search/listings?${query}`);
        expect(result.status).toBe(200);
        return result.body.items.map((item: { id: string }) => item.id) as string[];
      },
      (ids) => JSON.stringify(ids) === JSON.stringify(expected),
    );
  }

  it('indexes a published listing, follows its changes and drops it when sold', async () => {
    const created = await seller.post('/api/listings', {
      make: 'toyota',
      model: 'camry',
      year: 2021,
      price: 23_900,
      mileage: 18_000,
      locationCity: 'Tulsa',
      locationState: 'OK',
      imageIds: [await uploadPhoto()],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await searchIds('make=toyota&location=tulsa', [id])).toEqual([id]);

    const result = await harness.api.get('/api/search/listings?make=toyota&location=tulsa');
    expect(result.body.items[0]).toMatchObject({
      title: '2021 Toyota Camry',
      price: 23_900,
      locationCity: 'Tulsa',
    });
    expect(result.body.facets.make).toEqual([{ value: 'toyota', label: 'Toyota', count: 1 }]);
    expect(result.headers.get('cache-control')).toContain('max-age');

    expect(
      // PATCH changes only what it is given: the photo stays.
      (await seller.patch(`/api/listings/${id}`, { price: 21_500 })).status,
    ).toBe(200);
    expect(await searchIds('make=toyota&location=tulsa&priceMax=22000', [id])).toEqual([id]);

    expect((await seller.patch(`/api/listings/${id}/status`, { status: 'sold' })).status).toBe(200);
    expect(await searchIds('make=toyota&location=tulsa', [])).toEqual([]);
  });

  it("answers a visitor's vehicle page and searches again from the edge, showing each change at once", async () => {
    const created = await seller.post('/api/listings', {
      make: 'honda',
      model: 'civic',
      year: 2019,
      price: 15_400,
      mileage: 52_000,
      locationCity: 'Boise',
      locationState: 'ID',
      imageIds: [await uploadPhoto()],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const page = () => harness.api.get(`/api/listings/${id}`);
    const first = await page();
    const again = await page();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    // The owner's edit, a counted view and a status change each show on the very next visit.
    expect(
      (
        await seller.patch(`/api/listings/${id}`, {
          ...created.body,
          price: 14_900,
          imageIds: created.body.images.map((i: { id: string }) => i.id),
        })
      ).status,
    ).toBe(200);
    expect((await page()).body.price).toBe(14_900);
    await page();
    expect((await harness.api.post(`/api/listings/${id}/views`, {})).status).toBe(202);
    expect((await page()).body.viewsCount).toBe(1);
    expect((await seller.patch(`/api/listings/${id}/status`, { status: 'inactive' })).status).toBe(
      200,
    );
    expect((await page()).status).toBe(404);
    expect((await page()).status).toBe(404);

    // A repeated search keeps every header, and the index's next change shows at once.
    const search = () => harness.api.get('/api/search/listings?make=honda&location=boise');
    expect((await searchIds('make=honda&location=boise', [])).length).toBe(0);
    const kept = await search();
    expect(kept.headers.get('cache-control')).toContain('max-age');
    expect(kept.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await seller.patch(`/api/listings/${id}/status`, { status: 'active' })).status).toBe(
      200,
    );
    expect(await searchIds('make=honda&location=boise', [id])).toEqual([id]);
  });

  it('names the bad search parameters', async () => {
    const bad = await harness.api.get(
      '/api/search/listings?priceMin=5000&priceMax=100&fuelTypes=steam&limit=1000',
    );
    expect(bad.status).toBe(400);
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['fuelTypes.0', 'limit']));
  });

  it('finds and repairs drift between the listings and the index with tools/search', async () => {
    const created = await seller.post('/api/listings', {
      make: 'ford',
      model: 'mustang',
      year: 2019,
      price: 31_000,
      locationCity: 'Reno',
      locationState: 'NV',
      imageIds: [await uploadPhoto()],
    });
    const id = created.body.id as string;
    await searchIds('make=ford&location=reno', [id]);
    expect((await indexTool(harness.url, 'check')).out).toContain('No drift.');

    const db = new pg.Client({ connectionString: harness.marketplace.databaseUrl });
    await db.connect();
    try {
      await db.query(`DELETE FROM search.listing_documents WHERE id = $1`, [id]);
    } finally {
      await db.end();
    }
    const drift = await indexTool(harness.url, 'check');
    expect(drift.code).toBe(2);
    expect(drift.out).toContain(
      'missing from the index: 1, stale revision: 0, in the index but deleted: 0',
    );
    expect((await indexTool(harness.url, 'check', '--repair')).out).toContain(
      'Repaired: 1 reindexed, 0 removed.',
    );
    expect(await searchIds('make=ford&location=reno', [id])).toEqual([id]);
    expect((await indexTool(harness.url, 'rebuild')).out).toMatch(
      /Rebuilt the index from \d+ listings/,
    );

    expect((await seller.get('/api/admin/search/revisions')).status).toBe(403);
    expect((await seller.get('/api/admin/listings/documents')).status).toBe(403);
  });
});
