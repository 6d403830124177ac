import { describe, expect, it } from '@jest/globals';
import { articleStructuredData, formatNewsDate } from './format';

describe('news format', () => {
  it('formats publish dates and drafts', () => {
    expect(formatNewsDate('2026-03-04T12:00:00.000Z')).toBe('March 4, 2026');
    expect(formatNewsDate(null)).toBe('Not published');
  });

  it('describes an article for search engines', () => {
    const data = articleStructuredData(
      {
        id: '00000000-0000-4000-8000-000000000000',
        title: 'EV prices fall',
        excerpt: 'Why',
        author: 'Dana',
        category: 'trends',
        status: 'published',
        coverImageUrl: null,
        coverImageSmallUrl: null,
        publishedAt: '2026-03-04T12:00:00.000Z',
        updatedAt: '2026-03-05T12:00:00.000Z',
        readingMinutes: 3,
        bodyHtml: '<p>x</p>',
      },
      'https://example.com/news/1',
      'https://example.com/c.webp',
      'Wheelbase',
    );
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'EV prices fall',
      articleSection: 'Trends',
      author: { name: 'Dana' },
      image: ['https://example.com/c.webp'],
    });
  });
});
