import { NEWS_CATEGORY_LABELS, type NewsArticle, type NewsCategory } from '@market/contracts';
import { formatLongDate } from '../../lib/format';

/** "March 4, 2026": a publish date as the article shows it. */
export function formatNewsDate(iso: string | null): string {
  if (!iso) return 'Not published';
  return formatLongDate(iso);
}

export const categoryLabel = (category: NewsCategory) => NEWS_CATEGORY_LABELS[category];

/** schema.org NewsArticle for search engines (absolute URLs for the page and image). */
export function articleStructuredData(
  article: NewsArticle,
  url: string,
  imageUrl: string | null,
  publisher: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    articleSection: categoryLabel(article.category),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
    ...(imageUrl ? { image: [imageUrl] } : {}),
  };
}
