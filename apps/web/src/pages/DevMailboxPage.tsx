import { MailboxView } from '../features/dev-mailbox';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

export default function DevMailboxPage() {
  useDocumentTitle('Dev Mailbox');
  return (
    <PageContainer>
      <MailboxView />
    </PageContainer>
  );
}
