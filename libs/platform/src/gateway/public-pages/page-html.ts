/** What the server puts in a public page's head (the SPA's usePageMeta sets the same after loading). */
export interface PageHead {
  /** "<title> | <site name>"; null gives the site name alone. */
  title: string | null;
  description?: string;
  keywords?: readonly string[];
  /** Site path (with the query that names the page) of the canonical URL. */
  canonicalPath?: string;
  /** Absolute or site-relative URL of the preview image. */
  image?: string | null;
  type?: 'website' | 'product';
  structuredData?: object | null;
  /** `noindex` for error answers. */
  robots?: string;
  /**
   * The page's largest image (its LCP on a phone), fetched early: `<link rel=preload
   * fetchpriority=high>` first in the head. With `srcset` and `sizes` exactly as the page's
   * `<img>` has them, so the browser preloads the variant the image then uses.
   */
  preloadImage?: string | PreloadImage | null;
}

export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** A server-rendered public page: status, head and the first screen's content. */
export interface RenderedPage {
  status: number;
  head: PageHead;
  /** HTML of the first screen, put in #root (the SPA replaces it when it starts). */
  body?: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/**
 * index.html with the page's head and first screen. Every tag carries `data-server-meta`:
 * the SPA's usePageMeta removes them when it sets its own, so nothing is doubled.
 */
export function renderPageHtml(
  template: string,
  page: RenderedPage,
  siteName: string,
  siteUrl: string,
  path: string,
): string {
  const { head } = page;
  const title = head.title ? `${head.title} | ${siteName}` : siteName;
  const canonical = absolute(siteUrl, head.canonicalPath ?? path);
  const image = head.image ? absolute(siteUrl, head.image) : null;
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" data-server-meta>`);
  if (head.robots) meta('name', 'robots', head.robots);
  if (head.keywords?.length) meta('name', 'keywords', head.keywords.join(', '));
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" data-server-meta>`);
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:title', title);
  if (head.description) meta('property', 'og:description', head.description);
  meta('property', 'og:url', canonical);
  if (image) meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', title);
  if (head.description) meta('name', 'twitter:description', head.description);
  if (image) meta('name', 'twitter:image', image);
  if (head.structuredData) {
    // "<" escaped so a listing's text can never close the script element.
    const json = JSON.stringify(head.structuredData).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" data-server-meta>${json}</script>`);
  }
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (head.description)
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  html = html.replace('</head>', `${tags.join('')}</head>`);
  const preload = preloadImageTag(head.preloadImage);
  // Before the stylesheets and scripts: the photo's request starts with theirs, not after.
  if (preload) html = html.replace(/<(script|link)\b/, (tag) => `${preload}${tag}`);
  if (page.body) html = html.replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
  return html;
}

function preloadImageTag(image: PageHead['preloadImage']): string | null {
  if (!image) return null;
  const { href, srcset, sizes } = typeof image === 'string' ? { href: image } : image;
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" data-server-meta>`;
}
