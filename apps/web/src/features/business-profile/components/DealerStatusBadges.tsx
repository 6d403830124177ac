import type { Dealer } from '@market/contracts';
import { Badge } from '../../../ui';

/** SPEC §4: "pending" until approved, approved highlighted; the admin's inactive switch shown too. */
export function DealerStatusBadges({ dealer }: { dealer: Pick<Dealer, 'status' | 'isActive'> }) {
  return (
    <span className="cluster dealer-status">
      {dealer.status === 'approved' ? (
        <Badge variant="success">Approved</Badge>
      ) : (
        <Badge variant="warning">Pending</Badge>
      )}
      {!dealer.isActive ? <Badge variant="danger">Inactive</Badge> : null}
    </span>
  );
}
