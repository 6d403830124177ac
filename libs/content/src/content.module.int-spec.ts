import { describeWhen, postgresAvailability } from '@market/platform/testing';
import { HttpTestHarness, type TestBody as Body, type TestUser } from '@market/platform/test-kit';
import pg from 'pg';
import sharp from 'sharp';
import { ContentModule } from './content.module.js';

describeWhen(postgresAvailability(), 'ContentModule', () => {
  let api: HttpTestHarness;
  const users = {} as Record<'admin' | 'user', TestUser>;

  beforeAll(async () => {
    api = await HttpTestHarness.start({
      name: 'content',
      module: ContentModule.register(),
      env: { SITE_NAME: 'Testbase' },
    });
    users.admin = await api.signIn(['user', 'admin'], { email: 'admin@example.com' });
    users.user = await api.signIn(['user'], { email: 'user@example.com' });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('serves defaults, then what an admin saves, with https:// added to bare social links', async () => {
    expect((await api.call('GET', '/api/content/settings')).body).toMatchObject({
      siteName: 'Testbase',
      logoUrl: null,
      facebookUrl: null,
    });
    const saved = await api.call(
      'PUT',
      '/api/admin/content/settings',
      {
        siteName: 'Wheelbase',
        contactEmail: 'hello@wheelbase.example',
        facebookUrl: 'facebook.com/wheelbase',
        twitterUrl: 'https://x.com/wheelbase',
        instagramUrl: '',
      },
      users.admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      siteName: 'Wheelbase',
      facebookUrl: 'https://facebook.com/wheelbase',
      twitterUrl: 'https://x.com/wheelbase',
      instagramUrl: null,
    });
    const read = await api.call('GET', '/api/content/settings');
    expect(read.body.facebookUrl).toBe('https://facebook.com/wheelbase');
    expect(read.headers.get('cache-control')).toContain('max-age=30');
    expect(
      (
        await api.call(
          'PUT',
          '/api/admin/content/settings',
          {
            siteName: '',
            contactEmail: 'nope',
          },
          users.admin,
        )
      ).status,
    ).toBe(400);
  });

  it('keeps settings in memory until a change, and adds https:// to bare links stored earlier', async () => {
    const before = (await api.call('GET', '/api/content/settings')).body;
    // Changed behind the service's back (a link stored before the rule, say): a page view
    // costs no query, so the cached settings are still served...
    const db = new pg.Client({ connectionString: api.database.url });
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
    expect((await api.call('GET', '/api/content/settings')).body).toEqual(before);
    // ...until a change through the service refreshes them (removing the logo touches only the logo).
    expect(
      (await api.call('DELETE', '/api/admin/content/logo', undefined, users.admin)).status,
    ).toBe(200);
    expect((await api.call('GET', '/api/content/settings')).body).toMatchObject({
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
      expect([url, (await api.call(method, url, body)).status]).toEqual([url, 401]);
      expect([url, (await api.call(method, url, body, users.user)).status]).toEqual([url, 403]);
    }
    const png = await sharp({
      create: { width: 50, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    expect(
      (
        await api.upload(
          '/api/admin/content/logo',
          { data: png, name: 'logo.png', type: 'image/png' },
          users.user,
        )
      ).status,
    ).toBe(403);
  });

  it('stores a raster logo as WebP within 400×160 and serves it for a year; refuses unsafe or oversized files', async () => {
    const png = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: '#1f4e8c' },
    })
      .png()
      .toBuffer();
    const uploaded = await api.upload(
      '/api/admin/content/logo',
      { data: png, name: 'logo.png', type: 'image/png' },
      users.admin,
    );
    expect(uploaded.status).toBe(201);
    const logo = await fetch(new URL(uploaded.body.logoUrl, api.baseUrl));
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(logo.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 100]);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#c00"/></svg>',
    );
    const svgUpload = await api.upload(
      '/api/admin/content/logo',
      { data: svg, name: 'logo.svg', type: 'image/svg+xml' },
      users.admin,
    );
    expect(svgUpload.status).toBe(201);
    // Drawn to a PNG: no SVG document is stored or served, wherever the file ends up.
    expect(svgUpload.body.logoUrl).toMatch(/\/logo\.png$/);
    const drawn = await fetch(new URL(svgUpload.body.logoUrl, api.baseUrl));
    expect(drawn.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).format).toBe('png');
    expect((await fetch(new URL(uploaded.body.logoUrl, api.baseUrl))).status).toBe(404); // the old logo's files are gone

    const scripted = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await api.upload(
      '/api/admin/content/logo',
      { data: scripted, name: 'evil.svg', type: 'image/svg+xml' },
      users.admin,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('"evil.svg" contains scripts');
    const text = await api.upload(
      '/api/admin/content/logo',
      { data: Buffer.from('hello'), name: 'notes.png', type: 'image/png' },
      users.admin,
    );
    expect(text.status).toBe(415);
    const huge = await api.upload(
      '/api/admin/content/logo',
      {
        data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
        name: 'huge.png',
        type: 'image/png',
      },
      users.admin,
    );
    expect([huge.status, huge.body.error.message]).toEqual([413, '"huge.png" is larger than 5 MB']);

    expect(
      (await api.call('DELETE', '/api/admin/content/logo', undefined, users.admin)).body.logoUrl,
    ).toBeNull();
  });

  it('edits hero sections; the home page sees only an active one', async () => {
    expect((await api.call('GET', '/api/content/hero?category=trucks')).body).toEqual({
      hero: null,
    });
    const saved = await api.call(
      'PUT',
      '/api/admin/content/hero/trucks',
      {
        title: 'Work trucks',
        subtitle: 'Built to haul',
        isActive: true,
      },
      users.admin,
    );
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
    const withImage = await api.upload(
      '/api/admin/content/hero/trucks/image',
      { data: jpeg, name: 'hero.jpg', type: 'image/jpeg' },
      users.admin,
    );
    expect(withImage.status).toBe(201);
    const big = await sharp(
      Buffer.from(
        await (await fetch(new URL(withImage.body.backgroundImageUrl, api.baseUrl))).arrayBuffer(),
      ),
    ).metadata();
    const small = await sharp(
      Buffer.from(
        await (
          await fetch(new URL(withImage.body.backgroundImageSmallUrl, api.baseUrl))
        ).arrayBuffer(),
      ),
    ).metadata();
    expect([big.width, small.width]).toEqual([2400, 1200]);
    expect((await api.call('GET', '/api/content/hero?category=trucks')).body.hero).toMatchObject({
      title: 'Work trucks',
      backgroundImageUrl: withImage.body.backgroundImageUrl,
    });
    await api.call(
      'PUT',
      '/api/admin/content/hero/trucks',
      {
        title: 'Work trucks',
        isActive: false,
      },
      users.admin,
    );
    expect((await api.call('GET', '/api/content/hero?category=trucks')).body).toEqual({
      hero: null,
    });
    expect(
      (await api.call('GET', '/api/admin/content/hero', undefined, users.admin)).body.items.map(
        (h: Body) => h.category,
      ),
    ).toEqual(['cars', 'motorcycles', 'trucks']);
    expect((await api.call('GET', '/api/content/hero?category=boats')).status).toBe(400);
    expect(
      (await api.call('GET', '/api/content/files/secrets/0123456789abcdef/x.webp')).status,
    ).toBe(404);
  });
});
