import { DEMO_ACCOUNTS } from '@market/identity';
import { eventually } from '@market/platform/testing';
import { startHarness, type ApiClient, type Harness } from '../support/marketplace-harness.js';
import { uploadTestPhoto } from '../support/test-photo.js';

const seller = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

/**
 * The edge's cache of rendered public pages (SSR_CACHE_TTL_MS): a repeated signed-out view
 * is answered without rendering again, an edit of the listing shows on the next view (the
 * revision, not the TTL: the TTL here is ten minutes), and a signed-in visitor never gets a
 * kept page.
 */
describe('rendered public pages kept by the edge', () => {
  let harness: Harness;
  let api: ApiClient;
  let id: string;

  beforeAll(async () => {
    harness = await startHarness({ SSR_TIMEOUT_MS: '10000', SSR_CACHE_TTL_MS: '600000' });
    api = harness.api.session();
    expect((await api.signIn(seller.email, seller.password)).status).toBe(200);
    const created = await api.post('/api/listings', {
      make: 'subaru',
      model: 'forester',
      year: 2019,
      price: 21_400,
      mileage: 38_000,
      locationCity: 'Boise',
      locationState: 'ID',
      imageIds: [await uploadTestPhoto(harness, api.accessToken!)],
    });
    expect(created.status).toBe(201);
    id = (created.body as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  async function view(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${harness.url}${path}`, { headers });
    return {
      status: response.status,
      timing: response.headers.get('server-timing') ?? '',
      html: await response.text(),
    };
  }
  /** React's markup of #root (the server summary has no data-ssr). */
  const reactMarkup = (html: string) =>
    /<div id="root" data-ssr>([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? null;

  it('answers the second view of a vehicle page from the cache and shows an edited price on the next view', async () => {
    const path = `/cars/${id}`;
    const first = await eventually(
      () => view(path),
      (answer) => answer.status === 200 && reactMarkup(answer.html) !== null,
    );
    expect(first.html).toContain('$21,400');
    const second = await view(path);
    expect(second.timing).toBe('ssr-cache;desc="hit"');
    expect(second.html).toBe(first.html);

    expect((await api.patch(`/api/listings/${id}`, { price: 19_900 })).status).toBe(200);
    const edited = await view(path);
    expect(edited.timing).toMatch(/^ssr;dur=[\d.]+;desc="passes \d", ssr-cache;desc="miss"$/);
    expect(reactMarkup(edited.html)).toContain('$19,900');
    expect(edited.html).not.toContain('$21,400');
    expect((await view(path)).timing).toBe('ssr-cache;desc="hit"');
  });

  it('shows a changed search result on /listings once the index has it, though the TTL has not passed', async () => {
    const path = '/listings?make=subaru';
    const before = await eventually(
      () => view(path),
      (answer) => reactMarkup(answer.html)?.includes('2019 Subaru Forester') === true,
    );
    expect((await view(path)).timing).toBe('ssr-cache;desc="hit"');
    expect((await api.patch(`/api/listings/${id}`, { price: 18_500 })).status).toBe(200);
    const after = await eventually(
      () => view(path),
      (answer) => reactMarkup(answer.html)?.includes('$18,500') === true,
    );
    expect(after.html).not.toBe(before.html);
  });

  it('never answers a signed-in visitor with a kept page', async () => {
    const path = `/cars/${id}`;
    await view(path);
    expect((await view(path)).timing).toBe('ssr-cache;desc="hit"');
    const signedIn = await view(path, { cookie: 'wb_session=1' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.timing).toBe('');
    expect(reactMarkup(signedIn.html)).toBeNull();
  });
});
