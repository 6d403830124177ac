import { jest } from '@jest/globals';
import { RenderedPageCache, renderedPageKey } from './rendered-page-cache.js';

describe('RenderedPageCache', () => {
  let now = 0;
  let onRenderError: jest.Mock<(error: unknown, key: string) => void>;
  const cache = (ttlMs = 1_000, maxEntries = 3, staleMs = 0) =>
    new RenderedPageCache<string>({ ttlMs, staleMs, maxEntries, onRenderError, now: () => now });
  /** A render that ends when the test says (`finish`), counting its calls. */
  const deferred = () => {
    let finish!: (html: string | null) => void;
    let fail!: (error: Error) => void;
    const render = jest.fn(
      () =>
        new Promise<string | null>((resolve, reject) => {
          finish = resolve;
          fail = reject;
        }),
    );
    return { render, finish: (html: string | null) => finish(html), fail: (e: Error) => fail(e) };
  };
  /** Lets the promise callbacks queued so far run (a background render's completion). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Keeps 'old' as `/`, lets 2 s pass (stale past a 1 s TTL) and fails the refresh that starts. */
  const failOneRefresh = async (pages: RenderedPageCache<string>) => {
    await pages.getOrRender('/', 'r', async () => 'old');
    now += 2_000;
    const failed = deferred();
    await pages.getOrRender('/', 'r', failed.render);
    failed.finish(null);
    await settle();
  };

  beforeEach(() => {
    now = 1_000_000;
    onRenderError = jest.fn();
  });

  it('renders a page once and answers the next request of the same URL and revision from memory', async () => {
    const pages = cache();
    const render = jest.fn(async () => 'html of /listings');
    expect(await pages.getOrRender('/listings', 'r1', render)).toEqual({
      value: 'html of /listings',
      hit: false,
      stale: false,
    });
    expect(await pages.getOrRender('/listings', 'r1', render)).toEqual({
      value: 'html of /listings',
      hit: true,
      stale: false,
    });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again when the revision of the data moved (an edited listing)', async () => {
    const pages = cache();
    await pages.getOrRender('/cars/1', 'price 100', async () => '$100');
    const next = await pages.getOrRender('/cars/1', 'price 90', async () => '$90');
    expect(next).toEqual({ value: '$90', hit: false, stale: false });
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
      stale: false,
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

  it('does not keep a failed render (null) nor a thrown one, which it reports', async () => {
    const pages = cache();
    expect(await pages.getOrRender('/', 'r', async () => null)).toEqual({
      value: null,
      hit: false,
      stale: false,
    });
    const failure = new Error('render failed');
    expect(
      await pages.getOrRender('/', 'r', async () => {
        throw failure;
      }),
    ).toEqual({ value: null, hit: false, stale: false });
    expect(onRenderError).toHaveBeenCalledWith(failure, '/');
    expect(pages.size).toBe(0);
    expect(await pages.getOrRender('/', 'r', async () => 'ok')).toEqual({
      value: 'ok',
      hit: false,
      stale: false,
    });
  });

  it('shares one render between concurrent requests of the same URL and revision', async () => {
    const pages = cache();
    let finish!: (html: string) => void;
    const render = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = pages.getOrRender('/news', 'r', render);
    const second = pages.getOrRender('/news', 'r', render);
    finish('news');
    expect(await first).toEqual({ value: 'news', hit: false, stale: false });
    expect(await second).toEqual({ value: 'news', hit: false, stale: false });
    expect(render).toHaveBeenCalledTimes(1);
  });

  describe('past ttlMs, within staleMs (stale-while-revalidate)', () => {
    it('answers the old page at once and refreshes it with one render shared by concurrent requests', async () => {
      const pages = cache(1_000, 3, 5_000);
      await pages.getOrRender('/listings', 'r', async () => 'old');
      now += 1_000;
      const refresh = deferred();
      const stale = { value: 'old', hit: true, stale: true };
      expect(await pages.getOrRender('/listings', 'r', refresh.render)).toEqual(stale);
      expect(await pages.getOrRender('/listings', 'r', refresh.render)).toEqual(stale);
      expect(pages.get('/listings', 'r')).toBeUndefined(); // not fresh
      refresh.finish('new');
      await settle();
      expect(refresh.render).toHaveBeenCalledTimes(1);
      expect(await pages.getOrRender('/listings', 'r', refresh.render)).toEqual({
        value: 'new',
        hit: true,
        stale: false,
      });
      // The refreshed page counts its age from its own render.
      now += 999;
      expect(pages.get('/listings', 'r')).toBe('new');
    });

    it('never answers a page of another revision, stale or not', async () => {
      const pages = cache(1_000, 3, 5_000);
      await pages.getOrRender('/cars/1', 'price 100', async () => '$100');
      now += 1_500;
      const render = jest.fn(async () => '$90');
      expect(await pages.getOrRender('/cars/1', 'price 90', render)).toEqual({
        value: '$90',
        hit: false,
        stale: false,
      });
      expect(render).toHaveBeenCalledTimes(1);
    });

    it('keeps the old page until its stale bound when the refresh fails or throws', async () => {
      const pages = cache(1_000, 3, 10_000);
      await failOneRefresh(pages);
      now += 5_000; // refreshRetryMs after the failure
      const thrown = deferred();
      expect((await pages.getOrRender('/', 'r', thrown.render)).value).toBe('old');
      const error = new Error('API down');
      thrown.fail(error);
      await settle();
      expect(onRenderError).toHaveBeenCalledWith(error, '/');
      now += 3_999; // 10,999 ms after the render that gave it
      expect(await pages.getOrRender('/', 'r', async () => null)).toEqual({
        value: 'old',
        hit: true,
        stale: true,
      });
      await settle();
      now += 1; // ttlMs + staleMs
      expect(await pages.getOrRender('/', 'r', async () => null)).toEqual({
        value: null,
        hit: false,
        stale: false,
      });
      expect(pages.size).toBe(0);
    });

    it('tries a failed refresh again no sooner than refreshRetryMs later', async () => {
      const pages = cache(1_000, 3, 60_000);
      await failOneRefresh(pages);
      const again = deferred();
      now += 4_999;
      expect((await pages.getOrRender('/', 'r', again.render)).value).toBe('old');
      expect(again.render).not.toHaveBeenCalled();
      now += 1; // 5 s after the failure
      expect((await pages.getOrRender('/', 'r', again.render)).value).toBe('old');
      again.finish('new');
      await settle();
      expect(again.render).toHaveBeenCalledTimes(1);
      expect(pages.get('/', 'r')).toBe('new');
    });

    it('refreshes at most maxRefreshes pages at once; the others are answered stale meanwhile', async () => {
      const pages = new RenderedPageCache<string>({
        ttlMs: 1_000,
        staleMs: 60_000,
        maxEntries: 10,
        maxRefreshes: 2,
        onRenderError,
        now: () => now,
      });
      for (const path of ['/a', '/b', '/c']) await pages.getOrRender(path, 'r', async () => path);
      now += 2_000;
      const refreshes = { '/a': deferred(), '/b': deferred(), '/c': deferred() };
      for (const [path, refresh] of Object.entries(refreshes))
        expect(await pages.getOrRender(path, 'r', refresh.render)).toEqual({
          value: path,
          hit: true,
          stale: true,
        });
      expect(refreshes['/a'].render).toHaveBeenCalledTimes(1);
      expect(refreshes['/b'].render).toHaveBeenCalledTimes(1);
      expect(refreshes['/c'].render).not.toHaveBeenCalled();
      refreshes['/a'].finish('new /a');
      await settle();
      // A place is free again: the next request of /c starts its refresh.
      await pages.getOrRender('/c', 'r', refreshes['/c'].render);
      expect(refreshes['/c'].render).toHaveBeenCalledTimes(1);
      expect(pages.get('/a', 'r')).toBe('new /a');
    });

    it('is a miss from ttlMs + staleMs on, and at ttlMs when staleMs is 0', async () => {
      for (const [staleMs, age] of [
        [5_000, 6_000],
        [0, 1_000],
      ]) {
        const pages = cache(1_000, 3, staleMs);
        await pages.getOrRender('/faq', 'r', async () => 'first');
        now += age;
        expect(await pages.getOrRender('/faq', 'r', async () => 'second')).toEqual({
          value: 'second',
          hit: false,
          stale: false,
        });
      }
    });
  });

  it('never lets a render replace a page whose render started after it (a slow older revision)', async () => {
    const pages = cache();
    const slow = deferred();
    expect((await pages.getOrRender('/cars/1', 'price 100', slow.render, 10)).value).toBeNull();
    now += 50;
    expect((await pages.getOrRender('/cars/1', 'price 90', async () => '$90')).value).toBe('$90');
    slow.finish('$100');
    await settle();
    expect(pages.get('/cars/1', 'price 90')).toBe('$90');
  });

  describe('a render its callers stop waiting for (waitMs)', () => {
    it('answers null in time, goes on and keeps its page for the next request', async () => {
      const pages = cache();
      const slow = deferred();
      expect(await pages.getOrRender('/listings', 'r', slow.render, 20)).toEqual({
        value: null,
        hit: false,
        stale: false,
      });
      // A request meanwhile joins the same render rather than starting another.
      const joined = pages.getOrRender('/listings', 'r', slow.render, 1_000);
      slow.finish('late page');
      expect(await joined).toEqual({ value: 'late page', hit: false, stale: false });
      expect(slow.render).toHaveBeenCalledTimes(1);
      expect(await pages.getOrRender('/listings', 'r', slow.render, 20)).toEqual({
        value: 'late page',
        hit: true,
        stale: false,
      });
    });

    it('reports a late render that throws, with nobody waiting (no unhandled rejection)', async () => {
      const pages = cache();
      const slow = deferred();
      expect((await pages.getOrRender('/', 'r', slow.render, 10)).value).toBeNull();
      const error = new Error('late failure');
      slow.fail(error);
      await settle();
      expect(onRenderError).toHaveBeenCalledWith(error, '/');
      expect(pages.size).toBe(0);
    });
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
