import { SalesRepDashboard } from '../features/business-profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /sales-rep-dashboard (signed in; SPEC §6 sends non-reps to /). */
export default function SalesRepDashboardPage() {
  useDocumentTitle('Sales Rep Dashboard');
  return (
    <PageContainer>
      <SalesRepDashboard />
    </PageContainer>
  );
}
