import { EmailAlertsView } from '../features/email-alerts';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /email-alerts (SPEC §2): subscriptions, search alerts and the active alerts list. */
export default function EmailAlertsPage() {
  useDocumentTitle('Email Alerts');
  return (
    <PageContainer>
      <EmailAlertsView />
    </PageContainer>
  );
}
