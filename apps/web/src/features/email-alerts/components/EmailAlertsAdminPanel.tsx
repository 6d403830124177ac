import { useQuery } from '@tanstack/react-query';
import { adminEmailAlertRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { Badge, Button, Card, CardBody, CardHeader, Skeleton } from '../../../ui';
import { FREQUENCY_LABELS, searchParts } from '../alertSearch';
import './email-alerts.css';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Admin console, Analytics tab (SPEC §2 admin "email alerts"): subscription counts and the newest alerts. */
export function EmailAlertsAdminPanel() {
  const overview = useQuery(routeQuery(adminEmailAlertRoutes.overview));
  return (
    <Card as="section" aria-labelledby="admin-alerts-title">
      <CardHeader
        titleId="admin-alerts-title"
        title="Email Alerts"
        description="Subscriptions by address, saved searches, and the matches waiting for their digest."
      />
      <CardBody>
        {overview.isPending ? (
          <Skeleton height="160px" />
        ) : overview.isError ? (
          <div className="stack">
            <p className="text-muted">
              Failed to load email alerts: {errorMessage(overview.error)}
            </p>
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="stack">
            <dl className="admin-alert-stats">
              {[
                ['Active subscriptions', overview.data.subscriptions.active],
                ['Awaiting confirmation', overview.data.subscriptions.pending],
                ['Unsubscribed', overview.data.subscriptions.unsubscribed],
                ['Active saved searches', overview.data.savedSearches.active],
                ['Paused saved searches', overview.data.savedSearches.paused],
                ['Matches queued', overview.data.queuedMatches],
                ['Matches mailed (7 days)', overview.data.mailedMatchesLast7Days],
              ].map(([label, value]) => (
                <div key={label} className="admin-alert-stats__item">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className="admin-alert-table-wrap">
              <table className="admin-alert-table">
                <caption>Newest saved searches</caption>
                <thead>
                  <tr>
                    <th scope="col">Alert</th>
                    <th scope="col">Email</th>
                    <th scope="col">Frequency</th>
                    <th scope="col">Status</th>
                    <th scope="col">Last sent</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.data.recent.length === 0 ? (
                    <tr>
                      <td colSpan={5}>No saved searches yet.</td>
                    </tr>
                  ) : (
                    overview.data.recent.map((alert) => (
                      <tr key={alert.id}>
                        <td>
                          <strong>{alert.name}</strong>
                          <br />
                          <span className="text-sm text-muted">
                            {searchParts(alert.search).join(' · ')}
                          </span>
                        </td>
                        <td>{alert.email}</td>
                        <td>{FREQUENCY_LABELS[alert.frequency]}</td>
                        <td>
                          <Badge variant={alert.isActive ? 'success' : 'neutral'}>
                            {alert.isActive ? 'Active' : 'Paused'}
                          </Badge>
                        </td>
                        <td>
                          {alert.lastSent ? date.format(new Date(alert.lastSent)) : 'Not yet'}
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
