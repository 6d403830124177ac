import { BannerSlot } from '../features/banners';
import { SiteReviewsView } from '../features/site-reviews';
import { usePageMeta } from '../lib/usePageMeta';
import { PageContainer } from '../ui';

/** /reviews (SPEC §2): reviews of the marketplace by its users. */
export default function ReviewsPage() {
  usePageMeta({
    title: 'Customer Reviews',
    description:
      'What buyers and sellers say about buying and selling vehicles on our marketplace.',
  });
  return (
    <PageContainer>
      <div className="site-reviews-layout">
        <SiteReviewsView />
        <aside>
          <BannerSlot position="reviews-sidebar" />
        </aside>
      </div>
    </PageContainer>
  );
}
