import type { LegalPageSlug } from '@market/contracts';
import { LegalPageView } from '../features/site-pages';
import { PageContainer } from '../ui';

/** /terms-of-use and /privacy-policy. */
export default function LegalPage({ slug }: { slug: LegalPageSlug }) {
  return (
    <PageContainer>
      <LegalPageView slug={slug} />
    </PageContainer>
  );
}
