import { SalesRepDirectory } from '../features/business-profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /sales-reps (SPEC §2): the grid of active reps. */
export default function SalesRepsPage() {
  useDocumentTitle(
    'Sales Representatives',
    'Find a sales representative and see the vehicles they represent.',
  );
  return (
    <PageContainer>
      <SalesRepDirectory />
    </PageContainer>
  );
}
