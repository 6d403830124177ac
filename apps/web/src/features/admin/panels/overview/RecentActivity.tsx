import { useQuery } from '@tanstack/react-query';
import { adminUserRoutes } from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { routeQuery } from '../../../../lib/query';
import { Alert, Spinner } from '../../../../ui';
import { formatDateTime } from '../../format';
import { describeAction } from '../analytics/auditText';

export function RecentActivity() {
  const log = useQuery({
    ...routeQuery(adminUserRoutes.auditLog, { query: { limit: 10 } }),
    refetchInterval: 30_000,
  });
  if (log.isPending) return <Spinner label="Loading activity" />;
  if (log.isError) return <Alert variant="danger">{errorMessage(log.error)}</Alert>;
  if (log.data.items.length === 0) return <p className="text-muted">No activity yet.</p>;
  return (
    <ul className="stack-list stack stack--sm">
      {log.data.items.map((entry) => (
        <li key={entry.id}>
          <span>{describeAction(entry)}</span>
          <br />
          <span className="text-sm text-muted">
            {entry.actorEmail ?? (entry.actorId ? `user ${entry.actorId.slice(0, 8)}` : 'System')} ·{' '}
            {formatDateTime(entry.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
