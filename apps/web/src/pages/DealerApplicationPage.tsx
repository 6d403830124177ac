import { DealerApplicationView } from '../features/business-profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /dealer-application (SPEC §2, §3 payload, §5 rules). */
export default function DealerApplicationPage() {
  useDocumentTitle(
    'Become a Dealer',
    'Apply to list your dealership’s inventory and reach buyers.',
  );
  return (
    <PageContainer>
      <DealerApplicationView />
    </PageContainer>
  );
}
