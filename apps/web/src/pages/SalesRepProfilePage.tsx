import { useParams } from 'react-router-dom';
import { DEALER_TEXTS } from '@market/contracts';
import { DealerProfileSkeleton } from '../features/dealers/components/DealerProfileSkeleton';
import { UsersIcon } from '../features/dealers/components/dealerIcons';
import { useRedirectAfter } from '../lib/useRedirectAfter';
import { StatusCard } from '../features/listings/components/StatusCard';
import { SalesRepProfileView } from '../features/sales-reps/components/SalesRepProfileView';
import { useSalesRep } from '../features/sales-reps/hooks/useSalesRep';
import { errorMessage } from '../lib/api';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { Button, ButtonLink, PageContainer } from '../ui';

/** /sales-reps/:id (SPEC §2); an unknown or inactive rep goes back to /sales-reps after 3 s. */
export default function SalesRepProfilePage() {
  const { id } = useParams();
  const { state, notFound, retry } = useSalesRep(id);
  useRedirectAfter('/sales-reps', notFound);
  useDocumentTitle(
    notFound ? 'Sales rep not found' : state.status === 'ready' ? state.data.name : 'Sales Rep',
  );

  return (
    <PageContainer>
      {notFound ? (
        <StatusCard
          title={DEALER_TEXTS.repNotFound}
          icon={<UsersIcon />}
          actions={<ButtonLink to="/sales-reps">All Sales Reps</ButtonLink>}
        >
          Taking you to all sales representatives…
        </StatusCard>
      ) : state.status === 'loading' ? (
        <DealerProfileSkeleton label="Loading sales rep" />
      ) : state.status === 'error' ? (
        <StatusCard
          title="Failed to load sales representative data"
          actions={<Button onClick={retry}>Try again</Button>}
        >
          {errorMessage(state.error)}
        </StatusCard>
      ) : (
        <SalesRepProfileView rep={state.data} />
      )}
    </PageContainer>
  );
}
