import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { absoluteUrl, usePageMeta } from '../../../lib/usePageMeta';
import { SITE_NAME } from '../../../lib/useDocumentTitle';
import {
  Alert,
  BackLink,
  Badge,
  ButtonLink,
  Card,
  ClockIcon,
  MailIcon,
  PageSpinner,
  StatusCard,
} from '../../../ui';
import { BannerSlot } from '../../banners';
import { articleStructuredData, categoryLabel, formatNewsDate } from '../format';
import { useNewsArticle } from '../hooks/useNews';
import '../news.css';

/** /news/:id: the article with its own title, description, social image and NewsArticle data. */
export function NewsArticleView() {
  const { id } = useParams();
  const { query, notFound } = useNewsArticle(id);
  const article = query.data;
  usePageMeta(
    article
      ? {
          title: article.title,
          description: article.excerpt,
          image: article.coverImageUrl,
          type: 'article',
          structuredData: articleStructuredData(
            article,
            absoluteUrl(`/news/${article.id}`),
            article.coverImageUrl ? absoluteUrl(article.coverImageUrl) : null,
            SITE_NAME,
          ),
        }
      : { title: notFound ? 'Article not found' : 'News' },
  );

  if (notFound)
    return (
      <StatusCard
        title="Article not found"
        tone="danger"
        actions={<ButtonLink to="/news">Back to News</ButtonLink>}
      >
        It may have been moved or taken down.
      </StatusCard>
    );
  if (query.isError)
    return (
      <Alert variant="danger" title="Failed to load the article">
        {errorMessage(query.error)}
      </Alert>
    );
  if (!article) return <PageSpinner label="Loading article" />;

  return (
    <div className="news-article-layout">
      <article className="news-article">
        <BackLink to="/news">Back to News</BackLink>
        <header className="stack stack--sm">
          <div className="cluster text-sm">
            <Badge variant="primary">{categoryLabel(article.category)}</Badge>
            <time dateTime={article.publishedAt ?? undefined} className="text-muted">
              {formatNewsDate(article.publishedAt)}
            </time>
          </div>
          <h1 className="page-title">{article.title}</h1>
          <p className="page-lead">{article.excerpt}</p>
          <p className="text-sm text-muted">
            By {article.author} · <ClockIcon width={14} height={14} className="inline-icon" />{' '}
            {article.readingMinutes} min read
          </p>
        </header>
        {article.coverImageUrl ? (
          <img
            className="news-article__cover"
            src={article.coverImageUrl}
            alt={article.title}
            width={1600}
            height={900}
          />
        ) : null}
        {/* Rendered from Markdown on the server with raw HTML escaped (libs/content markdown.ts). */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <Card padded className="news-subscribe">
          <div className="stack stack--sm">
            <h2 className="news-subscribe__title">Get the news by e-mail</h2>
            <p className="text-muted">
              New listings, price drops and our latest articles, as often as you like.
            </p>
          </div>
          <ButtonLink to="/email-alerts" icon={<MailIcon />}>
            Subscribe
          </ButtonLink>
        </Card>
      </article>
      <aside className="news-article-layout__aside">
        <BannerSlot position="article-sidebar" />
      </aside>
    </div>
  );
}
