import { SavedListingsView } from '../features/listings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { PageContainer } from '../ui';

/** /saved-listings (signed in; the route guard sends others to /auth). */
export default function SavedListingsPage() {
  useDocumentTitle('Saved Listings');
  return (
    <PageContainer>
      <SavedListingsView />
    </PageContainer>
  );
}
