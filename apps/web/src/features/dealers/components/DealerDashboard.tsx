import { useState } from 'react';
import { Button, ButtonLink, PageSpinner, PlusIcon } from '../../../ui';
import { EditIcon } from '../../listings/components/listingIcons';
import { StatusCard } from '../../listings/components/StatusCard';
import { errorMessage } from '../../../lib/api';
import { StatCards } from '../../dashboard/components/StatCards';
import { Inbox } from '../../messages/components/Inbox';
import { useMyDealer } from '../hooks/useMyDealer';
import { DealerProfileCard } from './DealerProfileCard';
import { EditDealerDialog } from './EditDealerDialog';
import { StockIcon } from './dealerIcons';
import '../../dashboard/components/dashboard.css';
import './dealers.css';

/** /dealer-dashboard: figures, the dealership's card, quick actions and the inbox. */
export function DealerDashboard() {
  const { state, retry, setData, user, noDealer } = useMyDealer();
  const [editing, setEditing] = useState(false);

  if (noDealer || !user) return <PageSpinner label="Opening the dealer application…" />;
  if (state.status === 'loading') {
    return (
      <div className="dashboard">
        <DashboardHeading name={null} />
        <StatCards stats={null} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <StatusCard
        title="Failed to load dealer data"
        actions={<Button onClick={retry}>Try again</Button>}
      >
        {errorMessage(state.error)}
      </StatusCard>
    );
  }

  const dealer = state.data;
  return (
    <div className="dashboard">
      <DashboardHeading name={dealer.businessName} />
      <div className="dashboard__actions">
        <ButtonLink to="/dealer-listings" icon={<StockIcon />}>
          Manage Inventory
        </ButtonLink>
        <ButtonLink to="/add-listing" variant="secondary" icon={<PlusIcon />}>
          Add New Listing
        </ButtonLink>
        <Button variant="secondary" icon={<EditIcon />} onClick={() => setEditing(true)}>
          Edit Profile
        </Button>
        <ButtonLink to="/profile" variant="ghost">
          Account settings
        </ButtonLink>
      </div>
      <StatCards stats={dealer.stats} />
      <div className="dashboard__columns">
        <DealerProfileCard dealer={dealer} onChange={setData} />
        <Inbox
          userId={user.id}
          emptyText="Messages buyers send from your public profile appear here."
        />
      </div>
      {editing ? (
        <EditDealerDialog
          dealer={dealer}
          open
          onClose={() => setEditing(false)}
          onSaved={setData}
        />
      ) : null}
    </div>
  );
}

function DashboardHeading({ name }: { name: string | null }) {
  return (
    <header className="dashboard__header">
      <h1 className="page-title">Dealer Dashboard</h1>
      <p className="page-lead">{name ? `Welcome back, ${name}.` : 'Loading your dealership…'}</p>
    </header>
  );
}
