import { useParams } from 'react-router-dom';
import { DEALER_TEXTS } from '@market/contracts';
import { DealerProfileSkeleton } from '../features/dealers/components/DealerProfileSkeleton';
import { DealerProfileView } from '../features/dealers/components/DealerProfileView';
import { StoreIcon } from '../features/dealers/components/dealerIcons';
import { useDealerProfile } from '../features/dealers/hooks/useDealerProfile';
import { useRedirectAfter } from '../lib/useRedirectAfter';
import { StatusCard } from '../features/listings/components/StatusCard';
import { errorMessage } from '../lib/api';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { Button, ButtonLink, PageContainer } from '../ui';

/** /dealers/:id (SPEC §2 Dealer profile); 'Dealer Not Found' goes back to /dealers after 3 s. */
export default function DealerProfilePage() {
  const { id } = useParams();
  const { state, notFound, retry } = useDealerProfile(id);
  useRedirectAfter('/dealers', notFound);
  useDocumentTitle(
    notFound
      ? DEALER_TEXTS.dealerNotFound
      : state.status === 'ready'
        ? state.data.businessName
        : 'Dealer',
    state.status === 'ready' ? (state.data.description ?? undefined)?.slice(0, 160) : undefined,
  );

  return (
    <PageContainer>
      {notFound ? (
        <StatusCard
          title={DEALER_TEXTS.dealerNotFound}
          icon={<StoreIcon />}
          actions={<ButtonLink to="/dealers">Back to Dealers</ButtonLink>}
        >
          This dealer is not in our directory. Taking you to all dealers…
        </StatusCard>
      ) : state.status === 'loading' ? (
        <DealerProfileSkeleton />
      ) : state.status === 'error' ? (
        <StatusCard
          title="Failed to load dealer"
          actions={<Button onClick={retry}>Try again</Button>}
        >
          {errorMessage(state.error)}
        </StatusCard>
      ) : (
        <DealerProfileView dealer={state.data} />
      )}
    </PageContainer>
  );
}
