import { useSearchParams } from 'react-router-dom';
import { AlertLinkCard } from '../features/email-alerts';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /email-alerts/confirm and /email-alerts/unsubscribe: where the alert mails' links land. */
export default function EmailAlertLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  useDocumentTitle(kind === 'confirm' ? 'Confirm Email Alerts' : 'Unsubscribe');
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <AlertLinkCard kind={kind} token={params.get('token')} />
    </PageContainer>
  );
}
