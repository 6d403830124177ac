import { useParams } from 'react-router-dom';
import { useListing, VehicleDetailSkeleton, VehicleDetailView } from '../features/listings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useRedirectAfter } from '../lib/useRedirectAfter';
import { Button, ButtonLink, CarOutlineIcon, PageContainer, StatusCard } from '../ui';

/** /vehicle/:id, /cars/:id, /motorcycles/:id and /trucks/:id (SPEC §2 Vehicle detail). */
export default function VehicleDetailPage() {
  const { id } = useParams();
  const { state, retry } = useListing(id);
  useDocumentTitle(
    state.status === 'notFound'
      ? 'Vehicle not found'
      : state.status === 'ready'
        ? state.listing.title
        : 'Vehicle Details',
  );
  // SPEC §8: 'Vehicle not found', then /listings.
  useRedirectAfter('/listings', state.status === 'notFound');

  return (
    <PageContainer>
      {state.status === 'loading' ? <VehicleDetailSkeleton /> : null}
      {state.status === 'ready' ? <VehicleDetailView listing={state.listing} /> : null}
      {state.status === 'notFound' ? (
        <StatusCard
          title="Vehicle not found"
          icon={<CarOutlineIcon />}
          actions={<ButtonLink to="/listings">Browse listings</ButtonLink>}
        >
          This listing may have been sold or removed. Taking you to the listings…
        </StatusCard>
      ) : null}
      {state.status === 'error' ? (
        <StatusCard
          title="Failed to load vehicle details"
          actions={<Button onClick={retry}>Try again</Button>}
        >
          {state.message}
        </StatusCard>
      ) : null}
    </PageContainer>
  );
}
