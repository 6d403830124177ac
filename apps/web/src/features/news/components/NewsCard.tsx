import { Link } from 'react-router-dom';
import type { NewsArticleSummary } from '@market/contracts';
import { Badge, ClockIcon } from '../../../ui';
import { categoryLabel, formatNewsDate } from '../format';

export function NewsCard({ article }: { article: NewsArticleSummary }) {
  return (
    <article className="news-card">
      <div className="news-card__cover">
        {article.coverImageSmallUrl ? (
          <img
            src={article.coverImageSmallUrl}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="news-card__body">
        <div className="cluster text-sm">
          <Badge variant="primary">{categoryLabel(article.category)}</Badge>
          <span className="text-muted">{formatNewsDate(article.publishedAt)}</span>
        </div>
        <h2 className="news-card__title">
          <Link to={`/news/${article.id}`}>{article.title}</Link>
        </h2>
        <p className="news-card__excerpt">{article.excerpt}</p>
        <p className="news-card__meta text-sm text-muted">
          By {article.author} · <ClockIcon width={14} height={14} className="inline-icon" />{' '}
          {article.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}
