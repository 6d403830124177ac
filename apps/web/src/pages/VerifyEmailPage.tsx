import { useSearchParams } from 'react-router-dom';
import { VerifyEmailCard } from '../features/auth';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

export default function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const [params] = useSearchParams();
  return (
    <div className="auth-page">
      <PageContainer>
        <VerifyEmailCard token={params.get('token')} />
      </PageContainer>
    </div>
  );
}
