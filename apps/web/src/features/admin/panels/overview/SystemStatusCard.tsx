import { useQuery } from '@tanstack/react-query';
import { adminAnalyticsRoutes } from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { routeQuery } from '../../../../lib/query';
import { Alert, Badge, Card, CardBody, CardHeader, Spinner } from '../../../../ui';

const seconds = (ms: number | null) =>
  ms === null ? 'none waiting' : `oldest ${(ms / 1000).toFixed(1)} s`;

/** System status: the health checks, each outbox's unpublished events and each consumer group's lag. */
export function SystemStatusCard() {
  const status = useQuery({
    ...routeQuery(adminAnalyticsRoutes.systemStatus),
    refetchInterval: 15_000,
  });
  const lagging = status.data?.consumers.filter((c) => c.lag > 0) ?? [];
  return (
    <Card>
      <CardHeader
        title="System Status"
        actions={
          status.data ? (
            <Badge
              variant={
                status.data.status === 'ok'
                  ? 'success'
                  : status.data.status === 'degraded'
                    ? 'warning'
                    : 'danger'
              }
            >
              {status.data.status === 'ok' ? 'All systems up' : status.data.status}
            </Badge>
          ) : null
        }
      />
      <CardBody className="stack">
        {status.isPending ? (
          <Spinner label="Checking" />
        ) : status.isError ? (
          <Alert variant="danger">{errorMessage(status.error)}</Alert>
        ) : (
          <>
            <ul className="stack-list stack stack--sm" aria-label="Health checks">
              {Object.entries(status.data.checks).map(([name, check]) => (
                <li key={name} className="cluster">
                  <Badge variant={check.status === 'up' ? 'success' : 'danger'}>
                    {check.status === 'up' ? 'Up' : 'Down'}
                  </Badge>
                  <span>{name}</span>
                  {check.detail ? <span className="text-sm text-muted">{check.detail}</span> : null}
                </li>
              ))}
            </ul>
            <h3 className="text-sm">Event lag</h3>
            <ul className="stack-list stack stack--sm" aria-label="Outboxes">
              {status.data.outboxes.map((box) => (
                <li key={box.schema} className="text-sm">
                  {box.schema}: {box.pending} unpublished ({seconds(box.oldestAgeMs)})
                </li>
              ))}
            </ul>
            <p className="text-sm">
              {lagging.length === 0
                ? 'Every consumer group is up to date.'
                : `${lagging.length} consumer ${lagging.length === 1 ? 'group is' : 'groups are'} behind: ${lagging
                    .map((c) => `${c.group} (${c.topic}: ${c.lag})`)
                    .join(', ')}`}
            </p>
          </>
        )}
      </CardBody>
    </Card>
  );
}
