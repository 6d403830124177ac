import { useSearchParams } from 'react-router-dom';
import { ListingEditor } from '../features/listings';
import { PageContainer } from '../ui';

/** /add-listing, and /add-listing?edit=<id> to edit (SPEC §2 Other, §5 listing form). */
export default function AddListingPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // A new key per listing resets the editor when moving between "add" and "edit".
  return (
    <PageContainer>
      <ListingEditor key={editId ?? 'new'} editId={editId} />
    </PageContainer>
  );
}
