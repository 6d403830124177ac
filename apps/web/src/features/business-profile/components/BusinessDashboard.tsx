import { PageSpinner } from '../../../ui';
import { useMyDealer, useMySalesRep } from '../hooks/useBusinessReads';
import { DealerProfileCard } from './DealerProfileCard';
import { DealerRepsPanel } from './DealerRepsPanel';
import { EditDealerDialog } from './EditDealerDialog';
import { EditSalesRepDialog } from './EditSalesRepDialog';
import { OwnerDashboard } from './OwnerDashboard';
import { RepDealershipPanel } from './RepDealershipPanel';
import { RepPublicationNotice } from './RepPublicationNotice';
import { SalesRepProfileCard } from './SalesRepProfileCard';

/** /dealer-dashboard: figures, the dealership's card and its sales reps, quick actions and the inbox. */
export function DealerDashboard() {
  const { state, retry, user, missing } = useMyDealer();
  if (missing || !user) return <PageSpinner label="Opening the dealer application…" />;
  return (
    <OwnerDashboard
      texts={{
        title: 'Dealer Dashboard',
        loading: 'Loading your dealership…',
        failed: 'Failed to load dealer data',
      }}
      listingsLink={{ to: '/dealer-listings', label: 'Manage Inventory' }}
      {...{ state, retry }}
      nameOf={(dealer) => dealer.businessName}
      profileCard={(dealer) => <DealerProfileCard dealer={dealer} />}
      editDialog={(dealer, close) => <EditDealerDialog dealer={dealer} onClose={close} />}
      panels={<DealerRepsPanel />}
    />
  );
}

/** /sales-rep-dashboard: whether the profile is public, figures, the rep's card and dealership, quick actions and the inbox. */
export function SalesRepDashboard() {
  const { state, retry, user, missing } = useMySalesRep();
  if (missing || !user) return <PageSpinner label="Checking your account…" />;
  return (
    <OwnerDashboard
      texts={{
        title: 'Sales Rep Dashboard',
        loading: 'Loading your profile…',
        failed: 'Failed to load sales representative data',
      }}
      listingsLink={{ to: '/sales-rep-listings', label: 'My Listings' }}
      {...{ state, retry }}
      nameOf={(rep) => rep.name}
      profileCard={(rep) => <SalesRepProfileCard rep={rep} />}
      editDialog={(rep, close) => <EditSalesRepDialog rep={rep} onClose={close} />}
      notice={(rep) => <RepPublicationNotice rep={rep} />}
      panels={<RepDealershipPanel />}
    />
  );
}
