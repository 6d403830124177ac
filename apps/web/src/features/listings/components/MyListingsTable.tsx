import type { ListingStatus, ListingSummary } from '@market/contracts';
import { MyListingRow } from './MyListingRow';

interface MyListingsTableProps {
  rows: ListingSummary[];
  caption: string;
  showFeatured: boolean;
  busyIds: ReadonlySet<string>;
  onStatus: (row: ListingSummary, status: ListingStatus) => void;
  onSold: (row: ListingSummary) => void;
  onFeatured: (row: ListingSummary) => void;
  onDelete: (row: ListingSummary) => void;
}

/** The inventory table; below 760 px wide each row becomes a stacked card (see my-listings.css). */
export function MyListingsTable({
  rows,
  caption,
  showFeatured,
  busyIds,
  ...actions
}: MyListingsTableProps) {
  return (
    <div className="my-table__wrap">
      <table className="my-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Photo</span>
            </th>
            <th scope="col">Vehicle</th>
            <th scope="col">Price</th>
            <th scope="col">Mileage</th>
            <th scope="col">Status</th>
            {showFeatured ? <th scope="col">Featured</th> : null}
            <th scope="col">Views</th>
            <th scope="col">Saves</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <MyListingRow
              key={row.id}
              row={row}
              showFeatured={showFeatured}
              busy={busyIds.has(row.id)}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
