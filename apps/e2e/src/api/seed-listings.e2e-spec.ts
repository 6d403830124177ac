import { spawn } from 'node:child_process';
import { bodyTypeOf } from '@market/demo';
import pg from 'pg';
import { type Harness, startHarness } from '../support/marketplace-harness.js';

/** Runs the bulk seeder (tools/seed) against a marketplace; its exit code and everything it printed. */
function seed(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['tools/seed/seed-listings.mjs'], {
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The benchmark seeder writes straight into the schemas; what it writes must still look and count like real listings. */
describe('tools/seed/seed-listings.mjs', () => {
  let harness: Harness;
  let db: pg.Client;
  let seeded: {
    id: string;
    user_id: string;
    dealer_id: string | null;
    sales_rep_id: string | null;
    category: 'cars' | 'motorcycles' | 'trucks';
    make: string;
    model: string;
    price: string;
    exterior_color: string;
    status: string;
    storage_prefix: string;
  }[];

  beforeAll(async () => {
    harness = await startHarness({ RATE_LIMIT_PER_MINUTE: '100000' });
    const run = await seed({
      DATABASE_URL: harness.marketplace.databaseUrl,
      BASE_URL: harness.url,
      COUNT: '600',
      BATCH: '250',
    });
    expect(run.output).toContain('Done in');
    expect(run.code).toBe(0);
    db = new pg.Client({ connectionString: harness.marketplace.databaseUrl });
    await db.connect();
    seeded = (
      await db.query(
        `SELECT l.id, l.user_id, l.dealer_id, l.sales_rep_id, l.category, l.make, l.model, l.price, l.exterior_color, l.status, i.storage_prefix
         FROM listings.vehicle_listings l JOIN listings.vehicle_images i ON i.listing_id = l.id`,
      )
    ).rows;
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await harness?.stop();
  });

  it('gives listings to the dealers (some handled by their reps), to reps and to private sellers', async () => {
    expect(seeded).toHaveLength(600);
    const { rows: dealers } = await db.query(`SELECT id, user_id FROM dealers.dealers`);
    const owners = new Map(dealers.map((d: { id: string; user_id: string }) => [d.id, d.user_id]));
    const byDealer = seeded.filter((l) => l.dealer_id);
    expect(byDealer.length).toBeGreaterThan(250);
    for (const listing of byDealer) expect(listing.user_id).toBe(owners.get(listing.dealer_id!));
    expect(seeded.filter((l) => l.sales_rep_id).length).toBeGreaterThan(30);
    expect(seeded.filter((l) => !l.dealer_id && !l.sales_rep_id).length).toBeGreaterThan(100);
  });

  it("counts them on the dealer's and the rep's dashboards", async () => {
    const dealer = harness.api.session();
    await dealer.signIn('dealer@wheelbase.test', 'dealer-demo-1');
    const mine = (await dealer.get('/api/my/dealer')).body;
    expect(mine.stats.totalListings).toBe(seeded.filter((l) => l.dealer_id === mine.id).length);
    expect(mine.stats.totalListings).toBeGreaterThan(20);
    expect(mine.stats.activeListings).toBe(
      seeded.filter((l) => l.dealer_id === mine.id && l.status === 'active').length,
    );

    const rep = harness.api.session();
    await rep.signIn('rep@wheelbase.test', 'rep-demo-1');
    const repRecord = (await rep.get('/api/my/sales-rep')).body;
    expect(repRecord.stats.totalListings).toBe(
      seeded.filter((l) => l.sales_rep_id === repRecord.id).length,
    );
    expect(repRecord.stats.totalListings).toBeGreaterThan(0);
  });

  it('shows every listing a photo that answers, of its own body style and colour', async () => {
    const byPhoto = new Map<string, typeof seeded>();
    for (const listing of seeded)
      byPhoto.set(listing.storage_prefix, [
        ...(byPhoto.get(listing.storage_prefix) ?? []),
        listing,
      ]);
    for (const [prefix, listings] of byPhoto) {
      const response = await fetch(new URL(`/api/media/${prefix}/card.webp`, harness.url));
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
      const kinds = new Set(
        listings.map((l) => `${bodyTypeOf(l.category, l.make, l.model)}:${l.exterior_color}`),
      );
      expect([...kinds]).toHaveLength(1);
    }
    expect(byPhoto.size).toBeGreaterThan(15);
  });

  it('spreads prices instead of piling them on a floor', () => {
    const cars = seeded.filter((l) => l.category === 'cars').map((l) => Number(l.price));
    const counts = new Map<number, number>();
    for (const price of cars) counts.set(price, (counts.get(price) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(Math.max(3, cars.length * 0.02));
    expect(cars.filter((price) => price === 1500)).toHaveLength(0);
  });

  it('refuses to seed through a marketplace that is not the one of DATABASE_URL (its photos would all be broken)', async () => {
    const other = await startHarness();
    try {
      const run = await seed({
        DATABASE_URL: harness.marketplace.databaseUrl,
        BASE_URL: other.url,
        COUNT: '10',
      });
      expect(run.code).not.toBe(0);
      expect(run.output).toContain('does not use DATABASE_URL');
    } finally {
      await other.stop();
    }
  }, 180_000);
});
