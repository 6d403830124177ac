import { NEWS_PAGE_SIZE } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  MailIcon,
  PageHeader,
  Pagination,
  Skeleton,
} from '../../../ui';
import { useNewsList } from '../hooks/useNews';
import { CategoryButtons } from './CategoryButtons';
import { NewsCard } from './NewsCard';
import '../news.css';

/** /news: the newest published articles, by category, nine to a page. */
export function NewsList() {
  const { category, page, list, setCategory, setPage } = useNewsList();
  return (
    <div className="stack stack--lg">
      <PageHeader
        title="Automotive News"
        lead="Market trends, new technology, buying advice and events from the world of cars, motorcycles and trucks."
      >
        <ButtonLink to="/email-alerts" variant="secondary" icon={<MailIcon />}>
          Subscribe
        </ButtonLink>
      </PageHeader>
      <CategoryButtons value={category} onChange={setCategory} />
      {list.isPending ? (
        <div className="news-grid" aria-busy="true" aria-label="Loading news">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={320} />
          ))}
        </div>
      ) : list.isError ? (
        <Alert variant="danger" title="Failed to load news">
          {errorMessage(list.error)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title="No articles in this category yet">
          <Button variant="secondary" onClick={() => setCategory('all')}>
            Show all news
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="news-grid">
            {list.data.items.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
          <Pagination
            page={page}
            pageSize={NEWS_PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
            label="News pages"
          />
        </>
      )}
    </div>
  );
}
