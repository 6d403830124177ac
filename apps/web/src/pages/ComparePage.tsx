import { CompareView } from '../features/compare';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /compare?ids=…: up to four vehicles side by side. */
export default function ComparePage() {
  useDocumentTitle('Compare Vehicles');
  return (
    <PageContainer>
      <CompareView />
    </PageContainer>
  );
}
