import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Availability, describeWhen, eventually } from '@market/platform/testing';
import sharp from 'sharp';
import { ApiClient, tokenOf, uniqueEmail } from '../support/marketplace-harness.js';
import { type BurstWriter, runWriteBurst } from '../support/write-burst.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const main = path.join(repoRoot, 'apps/marketplace/dist/main.js');
const PASSWORD = 'crash-pass-1';

function availability(): Availability {
  if (!existsSync(main))
    return {
      available: false,
      source: 'none',
      reason: 'apps are not built (run npm run build first)',
    };
  return { available: true, source: 'apps/marketplace/dist' };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `npm start` as a user runs it — one process group with its embedded PostgreSQL and the
 * in-process event bus — killed outright with SIGKILL in the middle of a burst of writes,
 * then started again on the same data folder. Every write the API acknowledged must be
 * searchable at its last revision: the events queued in memory when the process died are
 * published again from the outboxes, and the search read model catches up.
 */
describeWhen(availability(), 'embedded mode: the whole process group killed mid-burst', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-crash-'));
  let port: number;
  let marketplace: ChildProcess | undefined;
  let output = '';

  async function start(): Promise<ApiClient> {
    const child = spawn(process.execPath, [main], {
      cwd: repoRoot,
      detached: true, // its own process group, as a terminal's `npm start` is
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        KAFKA_BROKERS: '',
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        SEARCH_WORKERS: '0',
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_15_MINUTES: '10000',
        UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
      },
    });
    const keep = (chunk: Buffer) =>
      void (output = (output + chunk.toString('utf8')).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    marketplace = child;
    const api = new ApiClient(`http://127.0.0.1:${port}`);
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`the marketplace exited: ${output}`);
        return (await fetch(`${api.baseUrl}/api/health`).catch(() => null))?.status ?? 0;
      },
      (status) => status === 200,
      120_000,
    );
    return api;
  }

  async function killGroup(): Promise<void> {
    const child = marketplace!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    // PostgreSQL's own processes go with the group; give the kernel a moment to free the port.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    if (marketplace && marketplace.exitCode === null) process.kill(-marketplace.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedUp(api: ApiClient, email: string): Promise<ApiClient> {
    const client = api.session();
    expect((await client.post('/api/auth/sign-up', { email, password: PASSWORD })).status).toBe(
      201,
    );
    const link = await client.mailLink(email, /verify/i, 30_000);
    expect((await client.post('/api/auth/verify-email', { token: tokenOf(link) })).status).toBe(
      200,
    );
    expect((await client.signIn(email, PASSWORD)).status).toBe(200);
    return client;
  }

  async function uploadPhotos(client: ApiClient, count: number): Promise<string[]> {
    const photo = await sharp({
      create: { width: 96, height: 64, channels: 3, background: '#aa5522' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (let i = 0; i < count; i++)
      form.append(
        'files',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `photo-${i}.jpg`,
      );
    const response = await fetch(`${client.baseUrl}/api/listing-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  }

  it('finds every acknowledged write searchable at its last revision after a SIGKILL and a restart', async () => {
    const api = await start();
    const emails = [0, 1, 2, 3].map((w) => uniqueEmail(`crash${w}`));
    const writers: BurstWriter[] = [];
    for (const email of emails) {
      const client = await signedUp(api, email);
      writers.push({ api: client, photoIds: await uploadPhotos(client, 10) });
    }
    const city = `Crashville ${Date.now().toString(36)}`;
    let crash: Promise<void> | undefined;
    const burst = await runWriteBurst(writers, {
      writesPerWriter: 18,
      updatesPerCreate: 2,
      listing: {
        make: 'toyota',
        model: 'camry',
        year: 2021,
        locationCity: city,
        locationState: 'TX',
      },
      // Halfway: the whole process group dies with events in its in-memory queues.
      onAccepted: (total) => {
        if (total === 36) crash = killGroup().then(async () => void (await start()));
      },
      timeoutMs: 240_000,
    });
    await crash;
    expect(crash).toBeDefined();
    expect(burst.accepted).toBe(72);
    expect(burst.failedAttempts).toBeGreaterThan(0);

    // Truth is the listings service, after the restart: each writer's listings as they are now.
    const held = new Map<string, { price: number; mileage: number }>();
    for (const writer of writers) {
      const page = await writer.api.get('/api/my/listings?pageSize=100');
      for (const item of page.body.items)
        held.set(item.id, { price: item.price, mileage: item.mileage });
    }
    for (const [id, values] of burst.listings) expect(held.get(id)).toEqual(values);
    expect(held.size).toBe(burst.listings.size + burst.unacknowledgedCreates);

    const query = `location=${encodeURIComponent(city)}&limit=100&facets=false`;
    const indexed = await eventually(
      async () => (await api.get(`/api/search/listings?${query}`)).body,
      (body) =>
        body?.items?.length === held.size &&
        body.items.every(
          (card: { id: string; price: number }) => held.get(card.id)?.price === card.price,
        ),
      60_000,
    );
    expect(
      Object.fromEntries(
        indexed.items.map((c: { id: string; price: number; mileage: number }) => [
          c.id,
          { price: c.price, mileage: c.mileage },
        ]),
      ),
    ).toEqual(Object.fromEntries(held));

    // The index holds each listing at the revision listings holds.
    const admin = api.session();
    expect((await admin.signIn('admin@wheelbase.test', 'admin-demo-1')).status).toBe(200);
    const documents = await admin.get('/api/admin/listings/documents?limit=1000');
    const revisions = await admin.get('/api/admin/search/revisions?limit=5000');
    const revisionOf = (items: { id: string; revision: number }[]) =>
      Object.fromEntries(items.filter((i) => held.has(i.id)).map((i) => [i.id, i.revision]));
    expect(revisionOf(revisions.body.items)).toEqual(revisionOf(documents.body.items));

    // And a clean stop after all that: SIGTERM drains and stops PostgreSQL, exit 0.
    const child = marketplace!;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
