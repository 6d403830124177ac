import { useSearchParams } from 'react-router-dom';
import { ResetPasswordCard } from '../features/auth';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  return (
    <div className="auth-page">
      <PageContainer>
        <ResetPasswordCard token={params.get('token')} />
      </PageContainer>
    </div>
  );
}
