import { Button, ButtonLink, HeartIcon, PageHeader, Skeleton, StatusCard } from '../../../ui';
import { useSavedListings } from '../hooks/useSavedListings';
import { SavedListingCard } from './SavedListingCard';
import './listings.css';
import './saved.css';

/** /saved-listings: the vehicles the user saved, newest first. */
export function SavedListingsView() {
  const { items, state, retry, saveNotes, remove } = useSavedListings();

  return (
    <div>
      <PageHeader
        title="Saved Listings"
        lead="Vehicles you saved, with your private notes."
        className="page-header--spaced"
      >
        {state.status === 'ready' && items.length ? (
          <p className="text-muted" aria-live="polite">
            {items.length} saved {items.length === 1 ? 'vehicle' : 'vehicles'}
          </p>
        ) : null}
      </PageHeader>

      {state.status === 'loading' ? (
        <div className="saved-list" role="status" aria-label="Loading saved listings">
          {[0, 1].map((i) => (
            <Skeleton key={i} height="180px" radius="var(--radius-lg)" />
          ))}
        </div>
      ) : null}

      {state.status === 'error' ? (
        <StatusCard
          title="Failed to load saved listings"
          level={2}
          actions={<Button onClick={retry}>Try again</Button>}
        >
          {state.message}
        </StatusCard>
      ) : null}

      {state.status === 'ready' && items.length === 0 ? (
        <StatusCard
          title="No saved vehicles yet"
          level={2}
          icon={<HeartIcon />}
          actions={<ButtonLink to="/listings">Browse Vehicles</ButtonLink>}
        >
          Tap Save on any vehicle to keep it here.
        </StatusCard>
      ) : null}

      {state.status === 'ready' && items.length ? (
        <div className="saved-list">
          {items.map((saved) => (
            <SavedListingCard
              key={saved.listingId}
              saved={saved}
              onSaveNotes={saveNotes}
              onRemove={remove}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
