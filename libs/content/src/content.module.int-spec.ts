import { randomUUID } from 'node:crypto';
import type { Role } from '@market/contracts';
import {
  createTestDatabase,
  describeWhen,
  postgresAvailability,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDatabase,
} from '@market/platform/testing';
import pg from 'pg';
import sharp from 'sharp';
import { ContentModule } from './content.module.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describeWhen(postgresAvailability(), 'ContentModule', () => {
  let database: TestDatabase;
  let started: ServiceTestApp;
  const tokens: Partial<Record<'admin' | 'user', string>> = {};

  async function call(
    method: string,
    url: string,
    who?: 'admin' | 'user',
    body?: unknown,
  ): Promise<{ status: number; body: Body; headers: Headers }> {
    const response = await fetch(new URL(url, started.baseUrl), {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Body) : {},
      headers: response.headers,
    };
  }

  async function upload(
    url: string,
    who: 'admin' | 'user' | undefined,
    name: string,
    data: Buffer,
    type: string,
  ) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const response = await fetch(new URL(url, started.baseUrl), {
      method: 'POST',
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Body };
  }

  beforeAll(async () => {
    database = await createTestDatabase('content');
    started = await startServiceTestApp({
      name: 'content',
      databaseUrl: database.url,
      module: ContentModule.register(),
      env: { SITE_NAME: 'Testbase' },
    });
    for (const [who, roles] of [
      ['admin', ['user', 'admin']],
      ['user', ['user']],
    ] as const) {
      const id = randomUUID();
      tokens[who] = await started.runtime.tokens.issue(
        { id, email: `${who}@example.com`, roles: roles as unknown as Role[] },
        randomUUID(),
      );
    }
  });
  afterAll(async () => {
    await started?.close();
    await database?.drop();
  });

  it('serves defaults, then what an admin saves, with https:// added to bare social links', async () => {
    expect((await call('GET', '/api/content/settings')).body).toMatchObject({
      siteName: 'Testbase',
      logoUrl: null,
      facebookUrl: null,
    });
    const saved = await call('PUT', '/api/admin/content/settings', 'admin', {
      siteName: 'Wheelbase',
      contactEmail: 'hello@wheelbase.example',
      facebookUrl: 'facebook.com/wheelbase',
      twitterUrl: 'https://x.com/wheelbase',
      instagramUrl: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      siteName: 'Wheelbase',
      facebookUrl: 'https://facebook.com/wheelbase',
      twitterUrl: 'https://x.com/wheelbase',
      instagramUrl: null,
    });
    const read = await call('GET', '/api/content/settings');
    expect(read.body.facebookUrl).toBe('https://facebook.com/wheelbase');
    expect(read.headers.get('cache-control')).toContain('max-age=30');
    expect(
      (
        await call('PUT', '/api/admin/content/settings', 'admin', {
          siteName: '',
          contactEmail: 'nope',
        })
      ).status,
    ).toBe(400);
  });

  it('keeps settings in memory until a change, and adds https:// to bare links stored earlier', async () => {
    const before = (await call('GET', '/api/content/settings')).body;
    // Changed behind the service's back (a link stored before the rule, say): a page view
    // costs no query, so the cached settings are still served...
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO content.site_settings (setting_key, setting_value)
         VALUES ('site_name', 'Edited in SQL'), ('youtube_url', 'youtube.com/@wheelbase')
         ON CONFLICT (setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value`,
      );
    } finally {
      await db.end();
    }
    expect((await call('GET', '/api/content/settings')).body).toEqual(before);
    // ...until a change through the service refreshes them (removing the logo touches only the logo).
    expect((await call('DELETE', '/api/admin/content/logo', 'admin')).status).toBe(200);
    expect((await call('GET', '/api/content/settings')).body).toMatchObject({
      siteName: 'Edited in SQL',
      youtubeUrl: 'https://youtube.com/@wheelbase',
    });
  });

  it('lets only admins change content', async () => {
    for (const [method, url] of [
      ['PUT', '/api/admin/content/settings'],
      ['GET', '/api/admin/content/hero'],
      ['PUT', '/api/admin/content/hero/cars'],
      ['DELETE', '/api/admin/content/logo'],
    ] as const) {
      const body = method === 'PUT' ? { siteName: 'x', isActive: true } : undefined;
      expect([url, (await call(method, url, undefined, body)).status]).toEqual([url, 401]);
      expect([url, (await call(method, url, 'user', body)).status]).toEqual([url, 403]);
    }
    const png = await sharp({
      create: { width: 50, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    expect(
      (await upload('/api/admin/content/logo', 'user', 'logo.png', png, 'image/png')).status,
    ).toBe(403);
  });

  it('stores a raster logo as WebP within 400×160 and serves it for a year; refuses unsafe or oversized files', async () => {
    const png = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: '#1f4e8c' },
    })
      .png()
      .toBuffer();
    const uploaded = await upload('/api/admin/content/logo', 'admin', 'logo.png', png, 'image/png');
    expect(uploaded.status).toBe(201);
    const logo = await fetch(new URL(uploaded.body.logoUrl, started.baseUrl));
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(logo.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 100]);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#c00"/></svg>',
    );
    const svgUpload = await upload(
      '/api/admin/content/logo',
      'admin',
      'logo.svg',
      svg,
      'image/svg+xml',
    );
    expect(svgUpload.status).toBe(201);
    // Drawn to a PNG: no SVG document is stored or served, wherever the file ends up.
    expect(svgUpload.body.logoUrl).toMatch(/\/logo\.png$/);
    const drawn = await fetch(new URL(svgUpload.body.logoUrl, started.baseUrl));
    expect(drawn.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).format).toBe('png');
    expect((await fetch(new URL(uploaded.body.logoUrl, started.baseUrl))).status).toBe(404); // the old logo's files are gone

    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await upload(
      '/api/admin/content/logo',
      'admin',
      'evil.svg',
      scripted,
      'image/svg+xml',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('"evil.svg" contains scripts');
    const text = await upload(
      '/api/admin/content/logo',
      'admin',
      'notes.png',
      Buffer.from('hello'),
      'image/png',
    );
    expect(text.status).toBe(415);
    const huge = await upload(
      '/api/admin/content/logo',
      'admin',
      'huge.png',
      Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
      'image/png',
    );
    expect([huge.status, huge.body.error.message]).toEqual([413, '"huge.png" is larger than 5 MB']);

    expect((await call('DELETE', '/api/admin/content/logo', 'admin')).body.logoUrl).toBeNull();
  });

  it('edits hero sections; the home page sees only an active one', async () => {
    expect((await call('GET', '/api/content/hero?category=trucks')).body).toEqual({ hero: null });
    const saved = await call('PUT', '/api/admin/content/hero/trucks', 'admin', {
      title: 'Work trucks',
      subtitle: 'Built to haul',
      isActive: true,
    });
    expect(saved.body).toMatchObject({
      category: 'trucks',
      title: 'Work trucks',
      isActive: true,
      defaultTitle: 'Find Trucks for Sale',
      backgroundImageUrl: null,
    });
    const jpeg = await sharp({
      create: { width: 3000, height: 1200, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer();
    const withImage = await upload(
      '/api/admin/content/hero/trucks/image',
      'admin',
      'hero.jpg',
      jpeg,
      'image/jpeg',
    );
    expect(withImage.status).toBe(201);
    const big = await sharp(
      Buffer.from(
        await (
          await fetch(new URL(withImage.body.backgroundImageUrl, started.baseUrl))
        ).arrayBuffer(),
      ),
    ).metadata();
    const small = await sharp(
      Buffer.from(
        await (
          await fetch(new URL(withImage.body.backgroundImageSmallUrl, started.baseUrl))
        ).arrayBuffer(),
      ),
    ).metadata();
    expect([big.width, small.width]).toEqual([2400, 1200]);
    expect((await call('GET', '/api/content/hero?category=trucks')).body.hero).toMatchObject({
      title: 'Work trucks',
      backgroundImageUrl: withImage.body.backgroundImageUrl,
    });
    await call('PUT', '/api/admin/content/hero/trucks', 'admin', {
      title: 'Work trucks',
      isActive: false,
    });
    expect((await call('GET', '/api/content/hero?category=trucks')).body).toEqual({ hero: null });
    expect(
      (await call('GET', '/api/admin/content/hero', 'admin')).body.items.map(
        (h: Body) => h.category,
      ),
    ).toEqual(['cars', 'motorcycles', 'trucks']);
    expect((await call('GET', '/api/content/hero?category=boats')).status).toBe(400);
    expect((await call('GET', '/api/content/files/secrets/0123456789abcdef/x.webp')).status).toBe(
      404,
    );
  });
});
