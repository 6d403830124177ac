import type { RenderedPage } from './page-html.js';

/** A GET of the site's own API, answered in process (embedded) or through the proxies (gateway). */
export type ApiReader = <T>(path: string) => Promise<{ status: number; body: T }>;

export interface PageContext {
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  api: ApiReader;
  siteName: string;
  /** The absolute URL of a site path (structured data needs absolute URLs). */
  absolute: (path: string) => string;
}

/**
 * A public page the server renders: its SPA path pattern (`/cars/:id`) and what to put in
 * the HTML. A page opts in with one entry in PUBLIC_PAGES (public-pages.ts); a path no
 * entry names gets index.html with the site's default head.
 */
export interface PublicPage {
  pattern: string;
  render(context: PageContext): Promise<RenderedPage>;
}

/** `/cars/:id` → a matcher giving the params, or null. */
export function compilePattern(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      if (part === '*') return '.*';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
  };
}
