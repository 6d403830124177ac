import { FinancingView } from '../features/financing';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /financing (SPEC §2 Financing): calculator, benefits, pre-approval and FAQ. */
export default function FinancingPage() {
  useDocumentTitle(
    'Auto Financing',
    'Estimate your monthly payment and get pre-approved for a car, motorcycle or truck loan.',
  );
  return (
    <PageContainer>
      <FinancingView />
    </PageContainer>
  );
}
