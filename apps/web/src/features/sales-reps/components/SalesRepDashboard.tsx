import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { Button, ButtonLink, PageSpinner, PlusIcon } from '../../../ui';
import { StatCards } from '../../dashboard/components/StatCards';
import { StockIcon } from '../../dealers/components/dealerIcons';
import { EditIcon } from '../../listings/components/listingIcons';
import { StatusCard } from '../../listings/components/StatusCard';
import { Inbox } from '../../messages/components/Inbox';
import { useMySalesRep } from '../hooks/useMySalesRep';
import { EditSalesRepDialog } from './EditSalesRepDialog';
import { SalesRepProfileCard } from './SalesRepProfileCard';
import '../../dealers/components/dealers.css';
import '../../dashboard/components/dashboard.css';

/** /sales-rep-dashboard: figures, the rep's card, quick actions and the inbox. */
export function SalesRepDashboard() {
  const { state, retry, setData, user, notRep } = useMySalesRep();
  const [editing, setEditing] = useState(false);

  if (notRep || !user) return <PageSpinner label="Checking your account…" />;
  const heading = (
    <header className="dashboard__header">
      <h1 className="page-title">Sales Rep Dashboard</h1>
      <p className="page-lead">
        {state.status === 'ready' ? `Welcome back, ${state.data.name}.` : 'Loading your profile…'}
      </p>
    </header>
  );
  if (state.status === 'loading') {
    return (
      <div className="dashboard">
        {heading}
        <StatCards stats={null} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <StatusCard
        title="Failed to load sales representative data"
        actions={<Button onClick={retry}>Try again</Button>}
      >
        {errorMessage(state.error)}
      </StatusCard>
    );
  }

  const rep = state.data;
  return (
    <div className="dashboard">
      {heading}
      <div className="dashboard__actions">
        <ButtonLink to="/sales-rep-listings" icon={<StockIcon />}>
          My Listings
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
      <StatCards stats={rep.stats} />
      <div className="dashboard__columns">
        <SalesRepProfileCard rep={rep} />
        <Inbox
          userId={user.id}
          emptyText="Messages buyers send from your public profile appear here."
        />
      </div>
      {editing ? (
        <EditSalesRepDialog rep={rep} onClose={() => setEditing(false)} onSaved={setData} />
      ) : null}
    </div>
  );
}
