import { Link } from 'react-router-dom';
import type { FlaggedListing } from '@market/contracts';
import { Button } from '../../../ui';

interface HeldListingsTableProps {
  listings: FlaggedListing[];
  onDecide: (listing: FlaggedListing, decision: 'approve' | 'reject') => void;
}

const money = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Private sellers' listings the fraud pre-screen held, with its reasons; Approve publishes, Reject deactivates. */
export function HeldListingsTable({ listings, onDecide }: HeldListingsTableProps) {
  if (listings.length === 0)
    return <p className="text-muted">No listings are waiting for review.</p>;
  return (
    <div className="moderation-table__wrap">
      <table className="moderation-table">
        <thead>
          <tr>
            <th scope="col">Listing</th>
            <th scope="col">Why it was held</th>
            <th scope="col">Held since</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={listing.listingId}>
              <td>
                <Link to={`/vehicle/${listing.listingId}`}>{listing.title}</Link>
                <span className="moderation-table__sub">{money(listing.price)}</span>
              </td>
              <td>
                <ul className="moderation-table__reasons">
                  {listing.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </td>
              <td className="moderation-table__nowrap">
                {new Date(listing.flaggedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </td>
              <td>
                <div className="moderation-table__actions">
                  <Button size="sm" onClick={() => onDecide(listing, 'approve')}>
                    Approve
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => onDecide(listing, 'reject')}>
                    Reject
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
