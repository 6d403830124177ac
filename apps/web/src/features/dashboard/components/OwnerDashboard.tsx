import { useState, type ReactNode } from 'react';
import type { ListingStats } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import type { LoadState } from '../../../lib/useLoader';
import { Button, ButtonLink, PlusIcon } from '../../../ui';
import { StockIcon } from '../../dealers/components/dealerIcons';
import { EditIcon } from '../../listings/components/listingIcons';
import { StatusCard } from '../../listings/components/StatusCard';
import { Inbox } from '../../messages/components/Inbox';
import { StatCards } from './StatCards';
import './dashboard.css';

interface OwnerDashboardProps<T extends { stats: ListingStats }> {
  /** The page heading ("Dealer Dashboard"). */
  title: string;
  /** The lead under the heading while the record loads. */
  loadingLead: string;
  errorTitle: string;
  state: LoadState<T>;
  retry: () => void;
  userId: string;
  /** Who is welcomed back once the record is loaded. */
  nameOf: (record: T) => string;
  /** The first quick action: the owner's own listings. */
  listingsLink: { to: string; label: string };
  profileCard: (record: T) => ReactNode;
  editDialog: (record: T, close: () => void) => ReactNode;
  /** Shown above the figures (a notice the owner should act on). */
  notice?: (record: T) => ReactNode;
  /** Panels below the profile and inbox (a dealer's reps, a rep's dealership). */
  panels?: ReactNode;
}

/**
 * The dealer and sales rep dashboards: heading, quick actions, the four figures, the owner's
 * profile card and the inbox, with the edit dialog on demand.
 */
export function OwnerDashboard<T extends { stats: ListingStats }>({
  title,
  loadingLead,
  errorTitle,
  state,
  retry,
  userId,
  nameOf,
  listingsLink,
  profileCard,
  editDialog,
  notice,
  panels,
}: OwnerDashboardProps<T>) {
  const [editing, setEditing] = useState(false);

  const heading = (
    <header className="dashboard__header">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">
        {state.status === 'ready' ? `Welcome back, ${nameOf(state.data)}.` : loadingLead}
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
      <StatusCard title={errorTitle} actions={<Button onClick={retry}>Try again</Button>}>
        {errorMessage(state.error)}
      </StatusCard>
    );
  }

  const record = state.data;
  return (
    <div className="dashboard">
      {heading}
      <div className="dashboard__actions">
        <ButtonLink to={listingsLink.to} icon={<StockIcon />}>
          {listingsLink.label}
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
      {notice?.(record)}
      <StatCards stats={record.stats} />
      <div className="dashboard__columns">
        <div className="dashboard__side">
          {profileCard(record)}
          {panels}
        </div>
        <Inbox
          userId={userId}
          emptyText="Messages buyers send from your public profile appear here."
        />
      </div>
      {editing ? editDialog(record, () => setEditing(false)) : null}
    </div>
  );
}
