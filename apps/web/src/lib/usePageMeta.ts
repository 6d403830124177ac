import { useEffect } from 'react';
import { SITE_NAME } from './useDocumentTitle';
import { currentOrigin } from './location';

export interface PageMeta {
  /** Shown as "<title> | <site name>"; null shows the site name alone. */
  title: string | null;
  description?: string;
  keywords?: readonly string[];
  /** Path (with the query that names the page) of the canonical URL; the current path by default. */
  canonicalPath?: string;
  /** Absolute or site-relative URL of the social preview image. */
  image?: string | null;
  /** Open Graph type. */
  type?: 'website' | 'product' | 'article';
  /** schema.org JSON-LD for search engines. */
  structuredData?: object | null;
}

/** Marks the head elements a page set, so the next page starts clean. */
const MANAGED = 'data-page-meta';

/** The absolute URL of a site path (structured data and social tags need absolute URLs). */
export const absoluteUrl = (path: string) => new URL(path, currentOrigin()).href;

/**
 * Sets the page's head for browsers, search engines and link previews: the title with the
 * site name suffix, description, keywords, canonical link, Open Graph and Twitter tags and
 * JSON-LD structured data (SPEC §2). Leaving the page removes what it set.
 */
export function usePageMeta(meta: PageMeta) {
  const key = JSON.stringify(meta);
  useEffect(() => {
    const page = JSON.parse(key) as PageMeta;
    // The server's head for the first page (data-server-meta) gives way to the page's own.
    for (const element of document.head.querySelectorAll('[data-server-meta]')) element.remove();
    const title = page.title ? `${page.title} | ${SITE_NAME}` : SITE_NAME;
    document.title = title;
    const staticDescription = document.querySelector<HTMLMetaElement>(
      `meta[name="description"]:not([${MANAGED}])`,
    );
    const defaultDescription = staticDescription?.content;
    if (page.description && staticDescription) staticDescription.content = page.description;

    const canonical = absoluteUrl(page.canonicalPath ?? window.location.pathname);
    const image = page.image ? absoluteUrl(page.image) : null;
    const description = page.description ?? defaultDescription ?? '';
    const added: Element[] = [];
    const add = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      attributes: Record<string, string>,
      text?: string,
    ) => {
      const element = document.createElement(tag);
      element.setAttribute(MANAGED, '');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      if (text !== undefined) element.textContent = text;
      document.head.append(element);
      added.push(element);
    };
    if (page.keywords?.length) add('meta', { name: 'keywords', content: page.keywords.join(', ') });
    add('link', { rel: 'canonical', href: canonical });
    add('meta', { property: 'og:site_name', content: SITE_NAME });
    add('meta', { property: 'og:type', content: page.type ?? 'website' });
    add('meta', { property: 'og:title', content: title });
    add('meta', { property: 'og:description', content: description });
    add('meta', { property: 'og:url', content: canonical });
    if (image) add('meta', { property: 'og:image', content: image });
    add('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
    add('meta', { name: 'twitter:title', content: title });
    add('meta', { name: 'twitter:description', content: description });
    if (image) add('meta', { name: 'twitter:image', content: image });
    if (page.structuredData) {
      // "<" escaped so a listing's text can never close the script element.
      const json = JSON.stringify(page.structuredData).replace(/</g, '\\u003c');
      add('script', { type: 'application/ld+json' }, json);
    }
    return () => {
      for (const element of added) element.remove();
      if (staticDescription && defaultDescription !== undefined)
        staticDescription.content = defaultDescription;
    };
  }, [key]);
}
