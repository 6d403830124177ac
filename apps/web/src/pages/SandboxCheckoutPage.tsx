import { useParams } from 'react-router-dom';
import { SandboxCheckout } from '../features/billing';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /sandbox-checkout/:sessionId: the sandbox payment provider's checkout page. */
export default function SandboxCheckoutPage() {
  useDocumentTitle('Checkout');
  const { sessionId = '' } = useParams();
  return (
    <PageContainer>
      <SandboxCheckout sessionId={sessionId} />
    </PageContainer>
  );
}
