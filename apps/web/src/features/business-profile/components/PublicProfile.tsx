import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DEALER_TEXTS } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import type { LoadState } from '../../../lib/query';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Button, ButtonLink, StatusCard, StoreIcon, UsersIcon } from '../../../ui';
import { useDealerProfile, useSalesRep } from '../hooks/useBusinessReads';
import { useRedirectAfter } from '../../../lib/useRedirectAfter';
import { DealerProfileSkeleton } from './DealerProfileSkeleton';
import { DealerProfileView } from './DealerProfileView';
import { SalesRepProfileView } from './SalesRepProfileView';

interface ProfileStatesProps<T> {
  read: { state: LoadState<T>; notFound: boolean; retry: () => void };
  notFound: { title: string; icon: ReactNode; back: { to: string; label: string }; text: string };
  loadingLabel?: string;
  failedTitle: string;
  children: (record: T) => ReactNode;
}

/** A public profile in its states: not found (back to the directory after 3 s), loading, failed, shown. */
function ProfileStates<T>({
  read,
  notFound,
  loadingLabel,
  failedTitle,
  children,
}: ProfileStatesProps<T>) {
  useRedirectAfter(notFound.back.to, read.notFound);
  const { state } = read;
  if (read.notFound) {
    return (
      <StatusCard
        title={notFound.title}
        icon={notFound.icon}
        actions={<ButtonLink to={notFound.back.to}>{notFound.back.label}</ButtonLink>}
      >
        {notFound.text}
      </StatusCard>
    );
  }
  if (state.status === 'loading') return <DealerProfileSkeleton label={loadingLabel} />;
  if (state.status === 'error') {
    return (
      <StatusCard title={failedTitle} actions={<Button onClick={read.retry}>Try again</Button>}>
        {errorMessage(state.error)}
      </StatusCard>
    );
  }
  return <>{children(state.data)}</>;
}

/** /dealers/:id (SPEC §2 Dealer profile); 'Dealer Not Found' goes back to /dealers after 3 s. */
export function DealerProfile() {
  const { id } = useParams();
  const read = useDealerProfile(id);
  const dealer = read.state.status === 'ready' ? read.state.data : null;
  useDocumentTitle(
    read.notFound ? DEALER_TEXTS.dealerNotFound : (dealer?.businessName ?? 'Dealer'),
    dealer?.description?.slice(0, 160),
  );
  return (
    <ProfileStates
      read={read}
      notFound={{
        title: DEALER_TEXTS.dealerNotFound,
        icon: <StoreIcon />,
        back: { to: '/dealers', label: 'Back to Dealers' },
        text: 'This dealer is not in our directory. Taking you to all dealers…',
      }}
      failedTitle="Failed to load dealer"
    >
      {(found) => <DealerProfileView dealer={found} />}
    </ProfileStates>
  );
}

/** /sales-reps/:id (SPEC §2); an unknown or inactive rep goes back to /sales-reps after 3 s. */
export function SalesRepProfile() {
  const { id } = useParams();
  const read = useSalesRep(id);
  const rep = read.state.status === 'ready' ? read.state.data : null;
  useDocumentTitle(read.notFound ? 'Sales rep not found' : (rep?.name ?? 'Sales Rep'));
  return (
    <ProfileStates
      read={read}
      notFound={{
        title: DEALER_TEXTS.repNotFound,
        icon: <UsersIcon />,
        back: { to: '/sales-reps', label: 'All Sales Reps' },
        text: 'Taking you to all sales representatives…',
      }}
      loadingLabel="Loading sales rep"
      failedTitle="Failed to load sales representative data"
    >
      {(found) => <SalesRepProfileView rep={found} />}
    </ProfileStates>
  );
}
