import { MyListingsView, useRoleGate } from '../features/listings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /sales-rep-listings: the vehicles assigned to the signed-in sales rep (reps and admins). */
export default function SalesRepListingsPage() {
  useDocumentTitle('My Listings');
  const allowed = useRoleGate(['sales_rep']);
  return (
    <PageContainer>
      {allowed ? (
        <MyListingsView
          scope="sales_rep"
          title="My Listings"
          lead="The vehicles you represent: keep their status up to date."
        />
      ) : null}
    </PageContainer>
  );
}
