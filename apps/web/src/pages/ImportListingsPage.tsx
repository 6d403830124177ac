import { InventoryImportView } from '../features/inventory-import';
import { useRoleGate } from '../features/listings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /import-listings: dealers and sales reps (docs/inventory-import.md). */
export default function ImportListingsPage() {
  useDocumentTitle('Import Listings');
  const allowed = useRoleGate(
    ['dealer', 'sales_rep'],
    'Access denied. Dealer or sales representative account required.',
  );
  return <PageContainer>{allowed ? <InventoryImportView /> : null}</PageContainer>;
}
