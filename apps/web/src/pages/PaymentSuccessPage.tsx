import { useSearchParams } from 'react-router-dom';
import { PaymentResult } from '../features/billing';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /payment-success?session_id=… (SPEC §2): the payment result. */
export default function PaymentSuccessPage() {
  useDocumentTitle('Payment Result');
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <PaymentResult sessionId={params.get('session_id')} />
    </PageContainer>
  );
}
