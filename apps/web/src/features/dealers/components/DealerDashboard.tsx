import { PageSpinner } from '../../../ui';
import { OwnerDashboard } from '../../dashboard/components/OwnerDashboard';
import { useMyDealer } from '../hooks/useMyDealer';
import { DealerProfileCard } from './DealerProfileCard';
import { DealerRepsPanel } from './DealerRepsPanel';
import { EditDealerDialog } from './EditDealerDialog';
import './dealers.css';

/** /dealer-dashboard: figures, the dealership's card and its sales reps, quick actions and the inbox. */
export function DealerDashboard() {
  const { state, retry, setData, user, noDealer } = useMyDealer();

  if (noDealer || !user) return <PageSpinner label="Opening the dealer application…" />;
  return (
    <OwnerDashboard
      title="Dealer Dashboard"
      loadingLead="Loading your dealership…"
      errorTitle="Failed to load dealer data"
      state={state}
      retry={retry}
      userId={user.id}
      nameOf={(dealer) => dealer.businessName}
      listingsLink={{ to: '/dealer-listings', label: 'Manage Inventory' }}
      profileCard={(dealer) => <DealerProfileCard dealer={dealer} onChange={setData} />}
      editDialog={(dealer, close) => (
        <EditDealerDialog dealer={dealer} open onClose={close} onSaved={setData} />
      )}
      panels={<DealerRepsPanel />}
    />
  );
}
