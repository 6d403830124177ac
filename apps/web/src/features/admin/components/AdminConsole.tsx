import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth, hasRole } from '../../auth';
import { Alert, Badge, PageSpinner } from '../../../ui';
import { adminTab } from '../adminTabs';
import { AdminNav } from './AdminNav';
import './admin.css';

export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

/**
 * /admin and /admin/:tab: the operations console. Every URL under /admin answers a non-admin
 * with SPEC §2's access-denied text (the server refuses their API calls with 403 anyway).
 */
export function AdminConsole() {
  const { status, user } = useAuth();
  const { tab: tabId } = useParams();
  if (status === 'loading') return <PageSpinner />;
  if (!hasRole(user, 'admin')) {
    return (
      <Alert variant="danger" role="alert">
        {ACCESS_DENIED}
      </Alert>
    );
  }
  const tab = adminTab(tabId);
  return (
    <div className="admin-console">
      <header className="admin-console__header">
        <h1 className="page-title">Admin Dashboard</h1>
        <Badge variant="primary">Admin</Badge>
      </header>
      <div className="admin-console__layout">
        <AdminNav current={tab?.id ?? null} />
        <section className="admin-console__panel" aria-label={tab?.label ?? 'Unknown tab'}>
          {tab ? (
            <Suspense fallback={<PageSpinner label={`Loading ${tab.label}…`} />}>
              <tab.panel key={tab.id} />
            </Suspense>
          ) : (
            <Alert variant="warning" title="No such tab">
              Pick a tab from the menu.
            </Alert>
          )}
        </section>
      </div>
    </div>
  );
}
