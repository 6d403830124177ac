import { MyListingsView } from '../features/listings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /my-listings: a private seller's own vehicles (signed in; the route guard sends others to /auth). */
export default function MyListingsPage() {
  useDocumentTitle('My Listings');
  return (
    <PageContainer>
      <MyListingsView
        scope="own"
        title="My Listings"
        lead="Your vehicles: change their status, mark them sold, edit or remove them."
      />
    </PageContainer>
  );
}
