import { AffiliateApplicationView } from '../features/affiliates';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /affiliate-application (SPEC §3 payload, §5 rules, §8 texts). */
export default function AffiliateApplicationPage() {
  useDocumentTitle(
    'Affiliate Application',
    'Apply to join our affiliate program; we review every application within 24 hours.',
  );
  return (
    <PageContainer>
      <AffiliateApplicationView />
    </PageContainer>
  );
}
