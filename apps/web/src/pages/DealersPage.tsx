import { DealerDirectory } from '../features/business-profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /dealers (SPEC §2): the directory of approved, active dealers. */
export default function DealersPage() {
  useDocumentTitle(
    'Dealers',
    'Find trusted car, motorcycle and truck dealers near you: inventory, reviews and contact details.',
  );
  return (
    <PageContainer>
      <DealerDirectory />
    </PageContainer>
  );
}
