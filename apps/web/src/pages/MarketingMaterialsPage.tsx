import { MarketingMaterialsView } from '../features/affiliates';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /marketing-materials: the affiliate banners in three sizes (SPEC §2). */
export default function MarketingMaterialsPage() {
  useDocumentTitle('Marketing Materials', 'Banners for our affiliates, ready to download.');
  return (
    <PageContainer>
      <MarketingMaterialsView />
    </PageContainer>
  );
}
