import { AffiliateDashboard } from '../features/affiliates';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /affiliate-dashboard (signed in; SPEC §2, §6: only the user's own record and referrals). */
export default function AffiliateDashboardPage() {
  useDocumentTitle('Affiliate Dashboard');
  return (
    <PageContainer>
      <AffiliateDashboard />
    </PageContainer>
  );
}
