import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventEnvelope, ListingImport, Role } from '@market/contracts';
import { describeWhen, eventually, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, type TestBody as Body, type TestUser } from '@market/platform/test-kit';
import pg from 'pg';
import sharp from 'sharp';
import { ListingsModule } from './listings.module.js';
import { ImportRunner } from './services/import-runner.js';

type Person = Pick<TestUser, 'id' | 'token'>;

const HEADER =
  'stock_number,vin,category,year,make,model,price,mileage,condition,transmission,fuel_type,exterior_color,features,city,state,status,photo_urls';

function row(
  stock: string,
  overrides: Partial<
    Record<'vin' | 'year' | 'make' | 'model' | 'price' | 'status' | 'photos', string>
  > = {},
): string {
  return [
    stock,
    overrides.vin ?? '',
    'cars',
    overrides.year ?? '2019',
    overrides.make ?? 'Honda',
    overrides.model ?? 'Civic',
    overrides.price ?? '15500',
    '30000',
    'used',
    'automatic',
    'gasoline',
    'Blue',
    'Bluetooth|Backup camera',
    'Austin',
    'TX',
    overrides.status ?? 'active',
    overrides.photos ?? '',
  ].join(',');
}

const csv = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

describeWhen(postgresAvailability(), 'Dealer inventory import', () => {
  let api: HttpTestHarness;
  let db: pg.Client;
  let photoServer: Server;
  let photoBase: string;
  const events: EventEnvelope[] = [];
  const people: Record<'dealer' | 'rep' | 'user', Person> = {} as never;
  const dealerId = randomUUID();

  async function upload(who: Person, text: string | Buffer, name = 'inventory.csv') {
    return api.upload('/api/listing-imports', { data: text, name, type: 'text/csv' }, who);
  }

  async function importAndWait(who: Person, text: string): Promise<ListingImport> {
    const uploaded = await upload(who, text);
    expect(uploaded.status).toBe(201);
    const committed = await api.call(
      'POST',
      `/api/listing-imports/${uploaded.body.id}/commit`,
      undefined,
      who,
    );
    expect(committed.status).toBe(202);
    const done = await eventually(
      async () =>
        (await api.call('GET', `/api/listing-imports/${uploaded.body.id}`, undefined, who))
          .body as ListingImport,
      (job) => job.status === 'completed' || job.status === 'failed',
      20_000,
    );
    expect(done.status).toBe('completed');
    return done;
  }

  const documents = () =>
    events.flatMap(
      (event) => ((event.data as Body).listings ?? [(event.data as Body).listing]) as Body[],
    );

  const inventory = async () =>
    (
      await db.query(
        `SELECT stock_number, price::float AS price, status, revision FROM listings.vehicle_listings WHERE import_scope = $1 ORDER BY stock_number`,
        [dealerId],
      )
    ).rows as { stock_number: string; price: number; status: string; revision: number }[];

  beforeAll(async () => {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    photoServer = createServer((request, response) => {
      if (request.url?.startsWith('/photo.jpg')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      } else if (request.url === '/not-an-image.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>nope</html>');
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
    photoBase = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
    api = await HttpTestHarness.start({
      name: 'listing-imports',
      module: ListingsModule.register(),
      beforeStart: (r) =>
        r.bus.subscribe({
          group: `imports-observer-${randomUUID()}`,
          types: [
            'listings.listing.published',
            'listings.listing.updated',
            'listings.listing.status-changed',
            'listings.listing.imported',
          ],
          handle: async (event) => {
            events.push(event);
          },
        }),
    });
    db = new pg.Client({ connectionString: api.database.url });
    await db.connect();
    const roles: Record<keyof typeof people, Role[]> = {
      dealer: ['user', 'dealer'],
      rep: ['user', 'sales_rep'],
      user: ['user'],
    };
    for (const [name, personRoles] of Object.entries(roles) as [keyof typeof people, Role[]][]) {
      const id = randomUUID();
      people[name] = await api.signIn(personRoles, {
        id,
        email: `${name}-${id.slice(0, 6)}@example.com`,
      });
    }
    await api.runtime.bus.publish([
      {
        id: randomUUID(),
        type: 'dealers.dealer.created',
        version: 1,
        occurredAt: new Date().toISOString(),
        data: {
          dealerId,
          userId: people.dealer.id,
          businessName: 'Import Motors',
          businessPhone: null,
          businessEmail: null,
        },
      },
    ]);
    await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM listings.dealers`)).rows[0].n as number,
      (n) => n === 1,
    );
  });

  afterAll(async () => {
    await db?.end();
    await new Promise((resolve) => photoServer?.close(resolve));
    await api?.stop();
  });

  it('serves the template and refuses private sellers', async () => {
    const template = await api.call('GET', '/api/listing-imports/template.csv');
    expect(template.status).toBe(200);
    expect(template.body.text.split('\n')[0]).toContain(
      'stock_number,vin,category,year,make,model,price',
    );
    const refused = await upload(people.user, csv(row('X1')));
    expect(refused.status).toBe(403);
  });

  it('reports malformed rows and duplicate stock numbers per row, writing nothing before the commit', async () => {
    const reply = await upload(
      people.dealer,
      csv(
        row('A1'),
        row('A2', { year: 'nineteen' }),
        row('A1', { model: 'Accord' }),
        row('', { vin: '' }),
        row('A4', { vin: '1HGCM82633A004353' }),
        row('A5', { price: '' }),
        row('A6', { status: 'stolen', photos: 'ftp://example.com/x.jpg' }),
      ),
    );
    expect(reply.status).toBe(201);
    const job = reply.body as ListingImport;
    expect(job.status).toBe('validated');
    expect(job.totalRows).toBe(7);
    expect(job.validRows).toBe(1);
    expect(job.invalidRows).toBe(6);
    const at = (line: number) => job.errors.filter((e) => e.row === line);
    expect(at(3)).toEqual([
      expect.objectContaining({ column: 'year', message: 'Year must be a number' }),
    ]);
    expect(at(4)).toEqual([
      expect.objectContaining({
        column: 'stock_number',
        message: 'Duplicate stock number A1: also on row 2',
      }),
    ]);
    expect(at(5)[0]).toMatchObject({
      column: 'stock_number',
      message: 'Each row needs a stock number or a VIN',
    });
    expect(at(6)[0]).toMatchObject({
      column: 'vin',
      message: expect.stringContaining('check digit'),
    });
    expect(at(7)[0]).toMatchObject({ column: 'price', message: 'Please enter a price.' });
    expect(
      at(8)
        .map((e) => e.column)
        .sort(),
    ).toEqual(['photo_urls', 'status']);
    expect(job.preview).toEqual({ created: 1, updated: 0, unchanged: 0, deactivated: 0 });
    expect(await inventory()).toEqual([]);
  });

  it('refuses a 50 MB file with the limit named', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    const reply = await upload(people.dealer, big, 'huge.csv');
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(reply.body.error.message).toContain('20 MB');
  });

  it('applies a snapshot: creates, updates what changed, publishes nothing for an unchanged re-import, deactivates what is missing', async () => {
    const first = csv(
      row('S1'),
      row('S2', { make: 'Toyota', model: 'Camry', price: '21000' }),
      row('S3', { status: 'pending' }),
    );
    const applied = await importAndWait(people.dealer, first);
    expect(applied.result).toEqual({ created: 3, updated: 0, unchanged: 0, deactivated: 0 });
    expect(applied.progress).toBe(100);
    expect((await inventory()).map((unit) => [unit.stock_number, unit.status])).toEqual([
      ['S1', 'active'],
      ['S2', 'active'],
      ['S3', 'pending'],
    ]);
    const s2 = (
      await db.query(
        `SELECT title, make, dealer_id FROM listings.vehicle_listings WHERE stock_number = 'S2'`,
      )
    ).rows[0];
    expect(s2).toEqual({ title: '2019 Toyota Camry', make: 'toyota', dealer_id: dealerId });
    // One batch event for the chunk, carrying the three new listings.
    await eventually(
      async () => documents().length,
      (n) => n >= 3,
    );
    expect(events.map((event) => event.type)).toEqual(['listings.listing.imported']);

    // The same file again: nothing changes, nothing is announced.
    events.length = 0;
    const again = await importAndWait(people.dealer, first);
    expect(again.preview).toEqual({ created: 0, updated: 0, unchanged: 3, deactivated: 0 });
    expect(again.result).toEqual({ created: 0, updated: 0, unchanged: 3, deactivated: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).toEqual([]);
    expect((await inventory()).map((unit) => unit.revision)).toEqual([1, 1, 1]);

    // S2's price changes, S3 is gone from the snapshot.
    const next = csv(row('S1'), row('S2', { make: 'Toyota', model: 'Camry', price: '19990' }));
    const uploaded = await upload(people.dealer, next);
    expect(uploaded.body.preview).toEqual({ created: 0, updated: 1, unchanged: 1, deactivated: 1 });
    await api.call(
      'POST',
      `/api/listing-imports/${uploaded.body.id}/commit`,
      undefined,
      people.dealer,
    );
    const done = await eventually(
      async () =>
        (
          await api.call(
            'GET',
            `/api/listing-imports/${uploaded.body.id}`,
            undefined,
            people.dealer,
          )
        ).body as ListingImport,
      (job) => job.status === 'completed',
    );
    expect(done.result).toEqual({ created: 0, updated: 1, unchanged: 1, deactivated: 1 });
    expect((await inventory()).map((unit) => [unit.stock_number, unit.price, unit.status])).toEqual(
      [
        ['S1', 15500, 'active'],
        ['S2', 19990, 'active'],
        ['S3', 15500, 'inactive'],
      ],
    );
    await eventually(
      async () => documents().length,
      (n) => n >= 2,
    );
    expect(
      documents()
        .map((doc) => [doc.price, doc.status, doc.revision])
        .sort(),
    ).toEqual([
      [15500, 'inactive', 2],
      [19990, 'active', 2],
    ]);
    // A commit happens once.
    expect(
      (
        await api.call(
          'POST',
          `/api/listing-imports/${uploaded.body.id}/commit`,
          undefined,
          people.dealer,
        )
      ).status,
    ).toBe(409);
  });

  it('fetches photos given by URL in the background, through the upload checks', async () => {
    const job = await importAndWait(
      people.rep,
      csv(
        row('P1', { photos: `${photoBase}/photo.jpg?a|${photoBase}/photo.jpg?b` }),
        row('P2', { photos: `${photoBase}/not-an-image.jpg` }),
      ),
    );
    expect(job.result.created).toBe(2);
    const photos = await eventually(
      async () =>
        (await api.call('GET', `/api/listing-imports/${job.id}`, undefined, people.rep)).body
          .photos,
      (counts) => counts.queued === 0,
    );
    expect(photos).toEqual({ queued: 0, fetched: 1, failed: 1 });
    const p1 = (
      await db.query(
        `SELECT l.id, count(i.id)::int AS photos, l.sales_rep_id FROM listings.vehicle_listings l
         LEFT JOIN listings.vehicle_images i ON i.listing_id = l.id WHERE l.stock_number = 'P1' GROUP BY l.id`,
      )
    ).rows[0];
    expect(p1.photos).toBe(2);
    expect(p1.sales_rep_id).toBe(people.rep.id);
  });

  it('resumes a job after a restart at its cursor', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      row(`R${String(i).padStart(4, '0')}`, { price: String(10000 + i) }),
    );
    api.app.app.get(ImportRunner).chunkSize = 50;
    const uploaded = await upload(people.dealer, csv(...rows));
    expect(uploaded.body.validRows).toBe(2000);
    await api.call(
      'POST',
      `/api/listing-imports/${uploaded.body.id}/commit`,
      undefined,
      people.dealer,
    );
    await eventually(
      async () =>
        (
          await db.query(`SELECT processed_rows FROM listings.listing_imports WHERE id = $1`, [
            uploaded.body.id,
          ])
        ).rows[0].processed_rows as number,
      (n) => n > 0,
    );
    await api.stopApp();
    const stopped = (
      await db.query(`SELECT status, processed_rows FROM listings.listing_imports WHERE id = $1`, [
        uploaded.body.id,
      ])
    ).rows[0];
    expect(stopped.status).toBe('running');
    expect(stopped.processed_rows).toBeLessThan(2000);

    await api.startAgain();
    // A fresh token from the restarted app's keys.
    const dealer = await api.signIn(['user', 'dealer'], {
      id: people.dealer.id,
      email: 'dealer@example.com',
    });
    const done = await eventually(
      async () =>
        (await api.call('GET', `/api/listing-imports/${uploaded.body.id}`, undefined, dealer))
          .body as ListingImport,
      (job) => job.status === 'completed',
      30_000,
    );
    expect(done.processedRows).toBe(2000);
    expect(done.result.created).toBe(2000);
    const count = (
      await db.query(
        `SELECT count(*)::int AS n FROM listings.vehicle_listings WHERE import_scope = $1 AND stock_number LIKE 'R%'`,
        [dealerId],
      )
    ).rows[0].n;
    expect(count).toBe(2000);
  });
});
