import MarkdownIt from 'markdown-it';

/**
 * Admins write news and legal pages in Markdown; visitors get HTML. Raw HTML in the source
 * is escaped (shown as text, never run), links may only be http(s), mailto or paths on this
 * site, and links leaving the site open without access to this page (`noopener`).
 */
const renderer = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;
renderer.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const defaultLinkOpen =
  renderer.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
renderer.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index].attrGet('href') ?? '');
  if (/^https?:/i.test(href)) {
    tokens[index].attrSet('rel', 'noopener noreferrer nofollow');
    tokens[index].attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};
// Images load lazily and never grow past the text column (the SPA's CSS caps their width).
renderer.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index].attrSet('loading', 'lazy');
  return self.renderToken(tokens, index, options);
};

export function renderMarkdown(source: string): string {
  return renderer.render(source);
}

/** Minutes a reader needs at ~220 words a minute (at least one). */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 220));
}
