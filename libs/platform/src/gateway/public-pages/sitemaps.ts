import { Readable } from 'node:stream';
import type {
  CursorPage,
  DealerCard,
  ListingSitemapIndex,
  ListingSitemapPage,
  SalesRep,
} from '@market/contracts';
import { escapeHtml } from './page-html.js';
import type { ApiReader } from './public-page.js';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Pages every crawl should find; the category homes and directories. */
const SITE_PAGES = [
  '/',
  '/motorcycles',
  '/trucks',
  '/listings',
  '/listings?category=motorcycles',
  '/listings?category=trucks',
  '/dealers',
  '/sales-reps',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    // Accounts, dashboards and forms are nobody's search result; the API is not a page.
    ...[
      '/api/',
      '/auth',
      '/profile',
      '/add-listing',
      '/saved-listings',
      '/dealer-dashboard',
      '/sales-rep-dashboard',
      '/dealer-listings',
      '/sales-rep-listings',
      '/dev/',
      '/reset-password',
    ].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}

const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/** /sitemap.xml: a sitemap index naming the site's pages, the directories and one file per 50,000 listings. */
export async function sitemapIndex(api: ApiReader, siteUrl: string): Promise<string> {
  const { status, body } = await api<ListingSitemapIndex>('/api/listings/sitemap');
  if (status !== 200) throw new Error(`listing sitemap index answered ${status}`);
  const abs = (path: string) => new URL(path, siteUrl).href;
  const entry = (loc: string, lastmod?: string) =>
    `<sitemap><loc>${escapeHtml(abs(loc))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
  return (
    `${XML_HEAD}<sitemapindex xmlns="${NS}">\n` +
    entry('/sitemaps/pages.xml') +
    body.chunks
      .map((chunk) =>
        entry(
          chunk.after ? `/sitemaps/listings.xml?after=${chunk.after}` : '/sitemaps/listings.xml',
          chunk.lastmod,
        ),
      )
      .join('') +
    '</sitemapindex>\n'
  );
}

/**
 * /sitemaps/listings.xml?after=<id>: the 50,000 public listings after that id, streamed
 * as they are read (keyset pages of 10,000 over the listings' partial index).
 */
export function listingSitemap(
  api: ApiReader,
  siteUrl: string,
  after: string | null,
  perFile: number,
): Readable | null {
  if (after !== null && !UUID.test(after)) return null;
  async function* lines() {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    let cursor = after;
    let left = perFile;
    while (left > 0) {
      const limit = Math.min(10_000, left);
      const query = `limit=${limit}${cursor ? `&after=${cursor}` : ''}`;
      const { status, body } = await api<ListingSitemapPage>(`/api/listings/sitemap/page?${query}`);
      if (status !== 200) throw new Error(`listing sitemap page answered ${status}`);
      yield body.items
        .map((item) => url(new URL(`/${item.category}/${item.id}`, siteUrl).href, item.updatedAt))
        .join('');
      left -= body.items.length;
      if (!body.next) break;
      cursor = body.next;
    }
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}

/** /sitemaps/pages.xml: the site's pages, every dealer and every sales rep (thousands at most: cursor pages of 100). */
export function pagesSitemap(api: ApiReader, siteUrl: string): Readable {
  const abs = (path: string) => new URL(path, siteUrl).href;
  async function* directory<T>(path: string, loc: (item: T) => string) {
    let cursor: string | null = null;
    do {
      const { status, body }: { status: number; body: CursorPage<T> } = await api<CursorPage<T>>(
        `${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      yield body.items.map((item) => url(abs(loc(item)))).join('');
      cursor = body.nextCursor;
    } while (cursor);
  }
  async function* lines() {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    yield SITE_PAGES.map((path) => url(abs(path))).join('');
    yield* directory<DealerCard>('/api/dealers', (dealer) => `/dealers/${dealer.id}`);
    yield* directory<SalesRep>('/api/sales-reps', (rep) => `/sales-reps/${rep.id}`);
    yield '</urlset>\n';
  }
  return Readable.from(lines());
}
