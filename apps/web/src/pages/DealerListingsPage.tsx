import { MyListingsView, useRoleGate } from '../features/listings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /dealer-listings: the dealer's inventory (dealers and admins). */
export default function DealerListingsPage() {
  useDocumentTitle('Dealer Listings');
  const allowed = useRoleGate(['dealer'], 'Access denied. Dealer account required.');
  return (
    <PageContainer>
      {allowed ? (
        <MyListingsView
          scope="dealer"
          title="Manage Inventory"
          lead="Edit, feature, mark as sold or remove your dealership's vehicles."
        />
      ) : null}
    </PageContainer>
  );
}
