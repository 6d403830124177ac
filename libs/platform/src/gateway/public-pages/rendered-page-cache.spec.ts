import { jest } from '@jest/globals';
import { RenderedPageCache, renderedPageKey } from './rendered-page-cache.js';

describe('RenderedPageCache', () => {
  let now = 0;
  const cache = (ttlMs = 1_000, maxEntries = 3) =>
    new RenderedPageCache<string>({ ttlMs, maxEntries, now: () => now });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('renders a page once and answers the next request of the same URL and revision from memory', async () => {
    const pages = cache();
    const render = jest.fn(async () => 'html of /listings');
    expect(await pages.getOrRender('/listings', 'r1', render)).toEqual({
      value: 'html of /listings',
      hit: false,
    });
    expect(await pages.getOrRender('/listings', 'r1', render)).toEqual({
      value: 'html of /listings',
      hit: true,
    });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again when the revision of the data moved (an edited listing)', async () => {
    const pages = cache();
    await pages.getOrRender('/cars/1', 'price 100', async () => '$100');
    const next = await pages.getOrRender('/cars/1', 'price 90', async () => '$90');
    expect(next).toEqual({ value: '$90', hit: false });
    expect(pages.get('/cars/1', 'price 90')).toBe('$90');
    // A request that still reads the old revision finds nothing (and the old page is gone).
    expect(pages.get('/cars/1', 'price 100')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('renders again once the entry is ttlMs old, even under the same revision', async () => {
    const pages = cache(1_000);
    await pages.getOrRender('/', 'r', async () => 'first');
    now += 999;
    expect(pages.get('/', 'r')).toBe('first');
    now += 1;
    expect(pages.get('/', 'r')).toBeUndefined();
    expect(await pages.getOrRender('/', 'r', async () => 'second')).toEqual({
      value: 'second',
      hit: false,
    });
  });

  it('keeps at most maxEntries pages, the least recently used leaving first', () => {
    const pages = cache(1_000, 2);
    pages.set('/a', 'r', 'a');
    pages.set('/b', 'r', 'b');
    expect(pages.get('/a', 'r')).toBe('a'); // /a is now the most recently used
    pages.set('/c', 'r', 'c');
    expect(pages.size).toBe(2);
    expect(pages.get('/b', 'r')).toBeUndefined();
    expect(pages.get('/a', 'r')).toBe('a');
    expect(pages.get('/c', 'r')).toBe('c');
  });

  it('does not keep a failed render (null) nor a thrown one', async () => {
    const pages = cache();
    expect(await pages.getOrRender('/', 'r', async () => null)).toEqual({
      value: null,
      hit: false,
    });
    await expect(
      pages.getOrRender('/', 'r', async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(pages.size).toBe(0);
    expect(await pages.getOrRender('/', 'r', async () => 'ok')).toEqual({
      value: 'ok',
      hit: false,
    });
  });

  it('shares one render between concurrent requests of the same URL and revision', async () => {
    const pages = cache();
    let finish!: (html: string) => void;
    const render = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = pages.getOrRender('/news', 'r', render);
    const second = pages.getOrRender('/news', 'r', render);
    finish('news');
    expect(await first).toEqual({ value: 'news', hit: false });
    expect(await second).toEqual({ value: 'news', hit: false });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders every time when turned off (a TTL or a size of 0)', async () => {
    for (const pages of [cache(0, 10), cache(1_000, 0)]) {
      const render = jest.fn(async () => 'page');
      await pages.getOrRender('/', 'r', render);
      await pages.getOrRender('/', 'r', render);
      expect(render).toHaveBeenCalledTimes(2);
      expect(pages.size).toBe(0);
    }
  });
});

describe('renderedPageKey', () => {
  it('is the path and the query with its encoding normalised, the order kept', () => {
    expect(renderedPageKey('/listings')).toBe('/listings');
    expect(renderedPageKey('/listings?')).toBe('/listings');
    expect(renderedPageKey('/listings?q=red%20car')).toBe(renderedPageKey('/listings?q=red+car'));
    expect(renderedPageKey('/listings?make=%74oyota')).toBe('/listings?make=toyota');
    expect(renderedPageKey('/listings?make=toyota&sort=price')).not.toBe(
      renderedPageKey('/listings?sort=price&make=toyota'),
    );
    expect(renderedPageKey('/listings?make=toyota')).not.toBe(renderedPageKey('/listings'));
  });
});
