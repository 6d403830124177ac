import { DealerProfile } from '../features/business-profile';
import { PageContainer } from '../ui';

/** /dealers/:id (SPEC §2 Dealer profile). */
export default function DealerProfilePage() {
  return (
    <PageContainer>
      <DealerProfile />
    </PageContainer>
  );
}
