import { useQuery } from '@tanstack/react-query';
import { NEWS_CATEGORIES, NEWS_PAGE_SIZE, siteContentRoutes } from '@market/contracts';
import { isApiError } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/useUrlQuery';

export type NewsFilter = 'all' | (typeof NEWS_CATEGORIES)[number];
const KEYS = ['category', 'page'] as const;

/** /news: the category and page live in the URL (?category=events&page=2), so Back walks them. */
export function useNewsList() {
  const [search, setSearch] = useUrlQuery(KEYS);
  const category: NewsFilter = (NEWS_CATEGORIES as readonly string[]).includes(search.category)
    ? (search.category as NewsFilter)
    : 'all';
  const page = Math.max(1, Number.parseInt(search.page, 10) || 1);
  const list = useQuery({
    ...routeQuery(siteContentRoutes.news, { query: { category, page, pageSize: NEWS_PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  return {
    category,
    page,
    list,
    setCategory: (next: NewsFilter) =>
      setSearch({ category: next === 'all' ? '' : next, page: '' }),
    setPage: (next: number) => {
      setSearch({ page: next > 1 ? String(next) : '' });
      window.scrollTo({ top: 0 });
    },
  };
}

export function useNewsArticle(id: string | undefined) {
  const query = useQuery({
    ...routeQuery(siteContentRoutes.newsArticle, { params: { id: id ?? '' } }),
    enabled: !!id,
  });
  return { query, notFound: !id || isApiError(query.error, 'NOT_FOUND') };
}
