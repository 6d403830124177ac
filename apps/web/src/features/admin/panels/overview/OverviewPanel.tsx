import { useQueries, useQuery } from '@tanstack/react-query';
import {
  adminAffiliateRoutes,
  adminAnalyticsRoutes,
  adminDealerRoutes,
  adminListingRoutes,
  adminUserRoutes,
  formatMoney,
  LISTING_STATUSES,
} from '@market/contracts';
import { routeQuery } from '../../../../lib/query';
import { Card, CardBody, CardHeader } from '../../../../ui';
import { RecentActivity } from './RecentActivity';
import { SystemStatusCard } from './SystemStatusCard';
import { metricTitle, metricValue } from '../../format';

const LIVE_MS = 30_000;
const one = { page: 1, pageSize: 1 };

type Totals = { total?: number; counts?: { approved: number; active: number } };

const totalOf = (read: object, data: Totals) =>
  'value' in read && typeof read.value === 'function'
    ? (read.value as (data: Totals) => number)(data)
    : data.total;

/** The totals the lists answer with (one row asked for each): live, refreshed every 30 s. */
function useCounts() {
  const reads = [
    { label: 'Total Users', query: routeQuery(adminUserRoutes.list, { query: one }) },
    {
      label: 'Active Dealers',
      query: routeQuery(adminDealerRoutes.list, {
        query: { ...one, status: 'approved', active: 'true' },
      }),
    },
    {
      // Approved affiliates; one becomes "active" on its first tracked click (docs/affiliates.md).
      label: 'Affiliates',
      query: routeQuery(adminAffiliateRoutes.list, { query: { limit: 1 } }),
      value: (data: Totals) => (data.counts ? data.counts.approved + data.counts.active : 0),
    },
    {
      label: 'Sales Reps',
      query: routeQuery(adminDealerRoutes.salesReps, { query: { ...one, active: 'true' } }),
    },
    ...LISTING_STATUSES.map((status) => ({
      label: `Listings ${status}`,
      query: routeQuery(adminListingRoutes.list, { query: { ...one, status } }),
    })),
  ];
  const results = useQueries({
    queries: reads.map((read) => ({ ...read.query, refetchInterval: LIVE_MS })),
  });
  return reads.map((read, i) => ({
    label: read.label,
    value: results[i].data ? totalOf(read, results[i].data as Totals) : undefined,
    failed: results[i].isError,
  }));
}

/**
 * Overview: live counts, revenue this month (billing's payments, from the analytics projection),
 * the recent admin activity (audit log) and the system status.
 */
export default function OverviewPanel() {
  const counts = useCounts();
  const week = useQuery({
    ...routeQuery(adminAnalyticsRoutes.get, { query: { days: 7 } }),
    refetchInterval: LIVE_MS,
  });
  return (
    <div className="stack stack--lg">
      <h2 className="admin-panel__title">Overview</h2>
      <ul className="admin-cards stack-list" aria-label="Live counts">
        {counts.map((count) => (
          <li key={count.label} className="card admin-stat">
            <p className="admin-stat__value">{count.failed ? '!' : (count.value ?? '…')}</p>
            <p className="admin-stat__label">{count.label}</p>
          </li>
        ))}
        {week.data?.revenueThisMonth.map((revenue) => (
          <li key={`month-${revenue.currency}`} className="card admin-stat">
            <p className="admin-stat__value">{formatMoney(revenue.cents, revenue.currency)}</p>
            <p className="admin-stat__label">
              Revenue this month ({revenue.currency.toUpperCase()})
            </p>
          </li>
        ))}
        {week.data?.metrics.map((metric) => (
          <li key={metricTitle(metric)} className="card admin-stat">
            <p className="admin-stat__value">{metricValue(metric, metric.total)}</p>
            <p className="admin-stat__label">{metricTitle(metric)}, last 7 days</p>
          </li>
        ))}
      </ul>
      <div className="form-grid form-grid--2">
        <Card>
          <CardHeader
            title="Recent Activity"
            description="The latest admin actions and account events."
          />
          <CardBody>
            <RecentActivity />
          </CardBody>
        </Card>
        <SystemStatusCard />
      </div>
    </div>
  );
}
