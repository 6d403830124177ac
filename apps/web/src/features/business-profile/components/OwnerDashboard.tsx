import { useState, type ReactNode } from 'react';
import type { ListingStats } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import type { LoadState } from '../../../lib/query';
import { Button, ButtonLink, EditIcon, PlusIcon, StatusCard, StockIcon } from '../../../ui';
import { Inbox } from '../../messages';
import { StatCards } from './StatCards';
import './dashboard.css';
import './dealers.css';

interface OwnerDashboardProps<T extends { stats: ListingStats }> {
  /** The heading ("Dealer Dashboard"), the lead while the record loads, the failure's title. */
  texts: { title: string; loading: string; failed: string };
  state: LoadState<T>;
  retry: () => void;
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
  texts,
  state,
  retry,
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
      <h1 className="page-title">{texts.title}</h1>
      <p className="page-lead">
        {state.status === 'ready' ? `Welcome back, ${nameOf(state.data)}.` : texts.loading}
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
      <StatusCard title={texts.failed} actions={<Button onClick={retry}>Try again</Button>}>
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
        <Inbox emptyText="Messages buyers send from your public profile appear here." />
      </div>
      {editing ? editDialog(record, () => setEditing(false)) : null}
    </div>
  );
}
