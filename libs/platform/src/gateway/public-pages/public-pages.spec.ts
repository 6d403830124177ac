import { negotiateEncoding } from '../../http/response-compression.js';
import { renderPageHtml } from './page-html.js';
import { compilePattern } from './public-page.js';

const TEMPLATE =
  '<html><head><meta name="description" content="Default" /><title>Wheelbase</title></head><body><div id="root"></div></body></html>';

describe('public pages on the server', () => {
  it("preloads the page's largest photo first in the head, with the srcset and sizes its <img> has", () => {
    const template =
      '<html><head><meta charset="UTF-8" /><title>Wheelbase</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';
    const html = renderPageHtml(
      template,
      {
        status: 200,
        head: {
          title: 'Cars',
          preloadImage: {
            href: '/m/1/card.webp',
            srcset: '/m/1/card.webp 640w, /m/1/medium.webp 960w, /m/1/full.webp 1600w',
            sizes: '(min-width: 600px) 50vw, 100vw',
          },
        },
      },
      'Wheelbase',
      'https://example.test',
      '/listings',
    );
    const preload =
      '<link rel="preload" as="image" href="/m/1/card.webp" imagesrcset="/m/1/card.webp 640w, /m/1/medium.webp 960w, /m/1/full.webp 1600w" imagesizes="(min-width: 600px) 50vw, 100vw" fetchpriority="high" data-server-meta>';
    expect(html).toContain(`<title>Cars | Wheelbase</title>${preload}<script type="module"`);
    expect(html.split('rel="preload"')).toHaveLength(2);
    // A plain URL preloads as it is.
    expect(
      renderPageHtml(
        template,
        { status: 200, head: { title: null, preloadImage: '/m/2/full.webp' } },
        'Wheelbase',
        'https://example.test',
        '/cars/2',
      ),
    ).toContain(
      '<link rel="preload" as="image" href="/m/2/full.webp" fetchpriority="high" data-server-meta><script',
    );
  });

  it('puts the head, escaped, and the first screen into index.html', () => {
    const html = renderPageHtml(
      TEMPLATE,
      {
        status: 200,
        head: {
          title: 'A "quoted" <b>car</b>',
          description: 'Fast & cheap',
          canonicalPath: '/cars/1',
          image: '/api/media/x/full.webp',
          structuredData: { name: '</script><script>alert(1)</script>' },
        },
        body: '<main id="main"><h1>Car</h1></main>',
      },
      'Wheelbase',
      'https://example.test',
      '/cars/1',
    );
    expect(html).toContain(
      '<title>A &quot;quoted&quot; &lt;b&gt;car&lt;/b&gt; | Wheelbase</title>',
    );
    expect(html).toContain('<meta name="description" content="Fast &amp; cheap" />');
    expect(html).not.toContain('content="Default"');
    expect(html).toContain(
      '<link rel="canonical" href="https://example.test/cars/1" data-server-meta>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://example.test/api/media/x/full.webp" data-server-meta>',
    );
    expect(html).toContain(
      '<meta name="twitter:card" content="summary_large_image" data-server-meta>',
    );
    // A listing's text can never close the JSON-LD script element.
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('<div id="root"><main id="main"><h1>Car</h1></main></div>');
  });

  it('marks error answers noindex', () => {
    const html = renderPageHtml(
      TEMPLATE,
      { status: 404, head: { title: 'Page not found', robots: 'noindex' } },
      'Wheelbase',
      'https://example.test',
      '/x',
    );
    expect(html).toContain('<meta name="robots" content="noindex" data-server-meta>');
  });

  it('matches SPA path patterns with their params', () => {
    const vehicle = compilePattern('/cars/:id');
    expect(vehicle('/cars/abc')).toEqual({ id: 'abc' });
    expect(vehicle('/cars/abc/')).toEqual({ id: 'abc' });
    expect(vehicle('/cars')).toBeNull();
    expect(vehicle('/cars/abc/photos')).toBeNull();
    expect(compilePattern('/')('/')).toEqual({});
  });

  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
  });
});
