import { NewsArticleView } from '../features/news';
import { PageContainer } from '../ui';

/** /news/:id: one article with its own meta tags and NewsArticle structured data. */
export default function NewsArticlePage() {
  return (
    <PageContainer>
      <NewsArticleView />
    </PageContainer>
  );
}
