import { SalesRepProfile } from '../features/business-profile';
import { PageContainer } from '../ui';

/** /sales-reps/:id (SPEC §2). */
export default function SalesRepProfilePage() {
  return (
    <PageContainer>
      <SalesRepProfile />
    </PageContainer>
  );
}
