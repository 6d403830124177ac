import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminAnalyticsRoutes } from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { routeQuery } from '../../../../lib/query';
import { Alert, Card, CardBody, CardHeader, Field, Spinner } from '../../../../ui';
import { AuditLogTable } from './AuditLogTable';
import { DailyChart } from './DailyChart';
import { metricTitle, metricValue } from '../../format';
import { EmailAlertsAdminPanel } from '../../../email-alerts';

const RANGES = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

/**
 * Analytics: daily charts (Chart.js, in this tab's chunk only) of every metric of the analytics
 * projection — new listings, sign-ups, leads, searches, revenue — and the audit log with filters.
 */
export default function AnalyticsPanel() {
  const [days, setDays] = useState('30');
  const analytics = useQuery(routeQuery(adminAnalyticsRoutes.get, { query: { days } }));
  return (
    <div className="stack stack--lg">
      <Card>
        <CardHeader
          title="Analytics"
          description="Counted from events as they happen (UTC days)."
          actions={
            <Field
              as="select"
              label="Period"
              options={RANGES}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          }
        />
        <CardBody>
          {analytics.isPending ? (
            <Spinner label="Loading analytics" />
          ) : analytics.isError ? (
            <Alert variant="danger">{errorMessage(analytics.error)}</Alert>
          ) : (
            <div className="form-grid form-grid--2">
              {analytics.data.metrics.map((metric) => (
                <DailyChart
                  key={metricTitle(metric)}
                  title={`${metricTitle(metric)}: ${metricValue(metric, metric.total)}`}
                  points={metric.series}
                  format={(figure) => metricValue(metric, figure)}
                  emptyMax={metric.unit === 'cents' ? 10_000 : 1}
                />
              ))}
            </div>
          )}
        </CardBody>
      </Card>
      <EmailAlertsAdminPanel />
      <AuditLogTable />
    </div>
  );
}
