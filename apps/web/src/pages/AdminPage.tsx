import { AdminConsole } from '../features/admin';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /admin and /admin/:tab (signed in; non-admins see SPEC §2's access-denied text). */
export default function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <PageContainer>
      <AdminConsole />
    </PageContainer>
  );
}
