import { AffiliateTermsView } from '../features/affiliates';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /affiliate-terms: the affiliate terms of SPEC §9. */
export default function AffiliateTermsPage() {
  useDocumentTitle(
    'Affiliate Terms',
    'Commissions, payouts, the referral cookie and the rules of our affiliate program.',
  );
  return (
    <PageContainer>
      <AffiliateTermsView />
    </PageContainer>
  );
}
