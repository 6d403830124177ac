import { Link } from 'react-router-dom';
import { CATEGORY_LABELS } from '../../listings';
import type { InventorySeller } from '../hooks/useInventorySeller';
import type { SearchCategory } from '../searchState';

const KIND_LABELS = { dealer: 'Dealer inventory', sales_rep: 'Sales rep’s listings' } as const;

/** Whose vehicles these are (SPEC §2: View All Inventory, View Listings), with a way back to them. */
export function InventoryHeading({
  seller,
  category,
}: {
  seller: InventorySeller | null;
  category: SearchCategory;
}) {
  const scope = category === 'all' ? 'All vehicles' : CATEGORY_LABELS[category];
  return (
    <div className="inventory-heading">
      <p className="inventory-heading__eyebrow">
        {seller ? KIND_LABELS[seller.kind] : 'Seller inventory'} · {scope}
      </p>
      <h1 className="page-title">{seller ? seller.name : 'Seller inventory'}</h1>
      {seller ? (
        <Link className="inventory-heading__profile" to={seller.profilePath}>
          {seller.kind === 'dealer' ? 'View dealer profile' : 'View rep profile'}
        </Link>
      ) : null}
    </div>
  );
}
