import { DealerDashboard } from '../features/business-profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /dealer-dashboard (signed in; SPEC §6 sends non-dealers to /dealer-application). */
export default function DealerDashboardPage() {
  useDocumentTitle('Dealer Dashboard');
  return (
    <PageContainer>
      <DealerDashboard />
    </PageContainer>
  );
}
