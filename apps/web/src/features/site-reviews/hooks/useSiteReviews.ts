import { useQuery } from '@tanstack/react-query';
import {
  SITE_REVIEW_PAGE_SIZE,
  SITE_REVIEW_SORTS,
  type SiteReviewSort,
  siteReviewRoutes,
} from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/useUrlQuery';

const KEYS = ['rating', 'sort', 'page'] as const;

/** /reviews: the rating filter, sort and page live in the URL (?rating=5&sort=helpful&page=2). */
export function useSiteReviews() {
  const [search, setSearch] = useUrlQuery(KEYS);
  const rating = ['1', '2', '3', '4', '5'].includes(search.rating) ? Number(search.rating) : null;
  const sort: SiteReviewSort = (SITE_REVIEW_SORTS as readonly string[]).includes(search.sort)
    ? (search.sort as SiteReviewSort)
    : 'newest';
  const page = Math.max(1, Number.parseInt(search.page, 10) || 1);
  const list = useQuery({
    ...routeQuery(siteReviewRoutes.list, {
      query: { rating: rating ?? undefined, sort, page, pageSize: SITE_REVIEW_PAGE_SIZE },
    }),
    placeholderData: (previous) => previous,
  });
  return {
    rating,
    sort,
    page,
    list,
    setRating: (next: number | null) => setSearch({ rating: next ? String(next) : '', page: '' }),
    setSort: (next: SiteReviewSort) => setSearch({ sort: next === 'newest' ? '' : next, page: '' }),
    setPage: (next: number) => {
      setSearch({ page: next > 1 ? String(next) : '' });
      window.scrollTo({ top: 0 });
    },
  };
}
