import { PageSpinner } from '../../../ui';
import { salesRepsApi } from '../api/salesRepsApi';
import { OwnerDashboard } from '../../dashboard/components/OwnerDashboard';
import { useMySalesRep } from '../hooks/useMySalesRep';
import { EditSalesRepDialog } from './EditSalesRepDialog';
import { RepDealershipPanel } from './RepDealershipPanel';
import { RepPublicationNotice } from './RepPublicationNotice';
import { SalesRepProfileCard } from './SalesRepProfileCard';
import '../../dealers/components/dealers.css';

/** /sales-rep-dashboard: whether the profile is public, figures, the rep's card and dealership, quick actions and the inbox. */
export function SalesRepDashboard() {
  const { state, retry, setData, user, notRep } = useMySalesRep();

  if (notRep || !user) return <PageSpinner label="Checking your account…" />;
  return (
    <OwnerDashboard
      title="Sales Rep Dashboard"
      loadingLead="Loading your profile…"
      errorTitle="Failed to load sales representative data"
      state={state}
      retry={retry}
      userId={user.id}
      nameOf={(rep) => rep.name}
      listingsLink={{ to: '/sales-rep-listings', label: 'My Listings' }}
      profileCard={(rep) => <SalesRepProfileCard rep={rep} />}
      editDialog={(rep, close) => (
        <EditSalesRepDialog rep={rep} onClose={close} onSaved={setData} />
      )}
      notice={(rep) => <RepPublicationNotice rep={rep} />}
      panels={
        // The card shows the dealer: refreshed quietly once the dealership changes.
        <RepDealershipPanel onChanged={() => void salesRepsApi.mine().then(setData, () => undefined)} />
      }
    />
  );
}
