import { BannerSlot } from '../features/banners';
import { NewsList } from '../features/news';
import { usePageMeta } from '../lib/usePageMeta';
import { PageContainer } from '../ui';

/** /news (SPEC §2): articles by category, with the news banner beside them. */
export default function NewsPage() {
  usePageMeta({
    title: 'Automotive News',
    description: 'Car, motorcycle and truck market news, technology, buying advice and events.',
  });
  return (
    <PageContainer>
      <div className="news-layout">
        <NewsList />
        <aside>
          <BannerSlot position="news-sidebar" />
        </aside>
      </div>
    </PageContainer>
  );
}
