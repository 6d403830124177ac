import { Link } from 'react-router-dom';
import { type ListingReport, REPORT_REASONS, type ResolveReportRequest } from '@market/contracts';
import { Badge, Button } from '../../../ui';

const REASON_LABEL = Object.fromEntries(REPORT_REASONS.map((r) => [r.value, r.label]));
const STATUS_LABEL: Record<ListingReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  listing_deactivated: 'Listing deactivated',
  seller_suspended: 'Seller suspended',
};
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

interface ReportsTableProps {
  reports: ListingReport[];
  onAction: (report: ListingReport, action: ResolveReportRequest['action']) => void;
}

/** Reports, oldest first, each with Dismiss, Deactivate listing and Suspend seller while open. */
export function ReportsTable({ reports, onAction }: ReportsTableProps) {
  if (reports.length === 0) return <p className="text-muted">No reports to review.</p>;
  return (
    <div className="moderation-table__wrap">
      <table className="moderation-table">
        <thead>
          <tr>
            <th scope="col">Listing</th>
            <th scope="col">Reason</th>
            <th scope="col">Reported</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <td>
                <Link to={`/vehicle/${report.listingId}`}>{report.listingTitle}</Link>
                <span className="moderation-table__sub">Listing {report.listingStatus}</span>
              </td>
              <td>
                {REASON_LABEL[report.reason]}
                {report.details ? (
                  <span className="moderation-table__sub">“{report.details}”</span>
                ) : null}
              </td>
              <td className="moderation-table__nowrap">
                {date(report.createdAt)}
                <span className="moderation-table__sub">
                  {report.reporterId ? 'Signed-in user' : 'Visitor'}
                </span>
              </td>
              <td>
                <Badge variant={report.status === 'open' ? 'warning' : 'neutral'}>
                  {STATUS_LABEL[report.status]}
                </Badge>
              </td>
              <td>
                {report.status === 'open' ? (
                  <div className="moderation-table__actions">
                    <Button size="sm" variant="ghost" onClick={() => onAction(report, 'dismiss')}>
                      Dismiss
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onAction(report, 'deactivate_listing')}
                    >
                      Deactivate listing
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => onAction(report, 'suspend_seller')}
                    >
                      Suspend seller
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
