import { useSearchParams } from 'react-router-dom';
import { ConfirmApplicationCard } from '../features/business-profile';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /dealer-application/confirm?token=…: an existing account confirms an application that names its e-mail. */
export default function ConfirmDealerApplicationPage() {
  useDocumentTitle('Confirm Dealer Application');
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <ConfirmApplicationCard token={params.get('token')} />
    </PageContainer>
  );
}
