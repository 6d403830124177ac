import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { SiteSettings } from '@market/contracts';
import { isSiteSettings } from './api/siteSettingsApi';
import { resolveSiteSettings, withHttps } from './siteSettings';
import { createSiteSettingsStore, type SiteSettingsStoreOptions } from './siteSettingsStore';

const settings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  siteName: 'Motorhaus',
  contactEmail: 'hello@motorhaus.example',
  contactPhone: null,
  facebookUrl: null,
  twitterUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  logoUrl: null,
  ...overrides,
});

/** Lets the store's promise chain settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function setup(overrides: Partial<SiteSettingsStoreOptions> = {}) {
  const load = jest.fn<() => Promise<SiteSettings>>();
  const warn = jest.fn();
  const focus = new EventTarget();
  const store = createSiteSettingsStore(
    { load, warn, focusTarget: focus, intervalMs: 30_000, ...overrides },
    isSiteSettings,
  );
  return { store, load, warn, focus };
}

describe('site settings store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads once for all subscribers, then every 30 s and on focus, until the last one leaves', async () => {
    const { store, load, focus } = setup();
    load.mockResolvedValue(settings());
    const first = jest.fn();
    const stopFirst = store.subscribe(first);
    const stopSecond = store.subscribe(jest.fn());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.get()?.siteName).toBe('Motorhaus');
    expect(first).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(30_000);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    focus.dispatchEvent(new Event('focus'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    // The same settings again notify nobody and keep the same object.
    expect(first).toHaveBeenCalledTimes(1);

    stopFirst();
    stopSecond();
    jest.advanceTimersByTime(90_000);
    focus.dispatchEvent(new Event('focus'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares a read under way and notifies when the settings change', async () => {
    const { store, load } = setup();
    let resolve!: (value: SiteSettings) => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const listener = jest.fn();
    store.subscribe(listener);
    void store.refresh();
    void store.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    resolve(settings({ logoUrl: '/api/content/files/logos/1/logo.webp' }));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.logoUrl).toBe('/api/content/files/logos/1/logo.webp');
  });

  it('logs a failed read and keeps the last good settings', async () => {
    const { store, load, warn } = setup();
    load.mockResolvedValueOnce(settings({ contactPhone: '555-0100' }));
    store.subscribe(jest.fn());
    await settle();
    const error = new Error('HTTP 503');
    load.mockRejectedValueOnce(error);
    await store.refresh();
    expect(warn).toHaveBeenCalledWith('Failed to load site settings', error);
    expect(store.get()?.contactPhone).toBe('555-0100');
  });

  it('skips timed reads while the tab is hidden', async () => {
    let hidden = true;
    const { store, load } = setup({ isHidden: () => hidden });
    load.mockResolvedValue(settings());
    store.subscribe(jest.fn());
    await settle();
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    hidden = false;
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts from the settings remembered from the last visit, and remembers new ones', async () => {
    const storage = memoryStorage({
      'wheelbase.siteSettings': JSON.stringify(settings({ logoUrl: '/old.webp' })),
    });
    const { store, load } = setup({ storage });
    expect(store.get()?.logoUrl).toBe('/old.webp');
    load.mockResolvedValue(settings());
    store.subscribe(jest.fn());
    await settle();
    expect(store.get()?.logoUrl).toBeNull();
    expect(JSON.parse(storage.data.get('wheelbase.siteSettings')!).logoUrl).toBeNull();
  });

  it('ignores a remembered value that is not settings', () => {
    const storage = memoryStorage({ 'wheelbase.siteSettings': '{"siteName":42}' });
    expect(setup({ storage }).store.get()).toBeNull();
  });
});

describe('resolveSiteSettings', () => {
  it('falls back to the wordmark, the build-time name and the support address', () => {
    expect(resolveSiteSettings(null)).toEqual({
      siteName: 'Wheelbase',
      contactEmail: 'support@wheelbase.example',
      contactPhone: null,
      logoUrl: null,
      socialLinks: [],
    });
    expect(resolveSiteSettings(settings({ contactEmail: null })).contactEmail).toBe(
      'support@wheelbase.example',
    );
  });

  it('lists only the social links that are set, each starting with http', () => {
    const resolved = resolveSiteSettings(
      settings({ facebookUrl: 'facebook.com/motorhaus', youtubeUrl: 'https://youtube.com/@m' }),
    );
    expect(resolved.socialLinks).toEqual([
      { network: 'facebook', label: 'Facebook', url: 'https://facebook.com/motorhaus' },
      { network: 'youtube', label: 'YouTube', url: 'https://youtube.com/@m' },
    ]);
  });

  it('withHttps keeps http(s) links and prefixes anything else', () => {
    expect(withHttps('http://a.example')).toBe('http://a.example');
    expect(withHttps('HTTPS://a.example')).toBe('HTTPS://a.example');
    expect(withHttps('javascript:alert(1)')).toBe('https://javascript:alert(1)');
    expect(withHttps('//x.com/me')).toBe('https://x.com/me');
  });
});
