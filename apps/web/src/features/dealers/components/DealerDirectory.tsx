import { Button, ButtonLink } from '../../../ui';
import { StatusCard } from '../../listings/components/StatusCard';
import { useDealerDirectory } from '../hooks/useDealerDirectory';
import { DealerCard, DealerCardSkeleton } from './DealerCard';
import { DirectorySearchBox } from './DirectorySearch';
import { ApplyCallToAction } from './ApplyCallToAction';
import { MapPinIcon, StoreIcon } from './dealerIcons';
import './dealers.css';

/** /dealers: approved, active dealers with search by name and location, 24 at a time. */
export function DealerDirectory() {
  const { q, location, setSearch, list } = useDealerDirectory();
  const searching = !!q || !!location;

  return (
    <div className="directory">
      <header className="directory__header">
        <div>
          <h1 className="page-title">Find a Dealer</h1>
          <p className="page-lead">
            Trusted dealerships with real inventory, reviews from buyers and a direct line to the
            sales team.
          </p>
        </div>
        <ButtonLink to="/dealer-application" variant="secondary" icon={<StoreIcon />}>
          Apply to Become a Dealer
        </ButtonLink>
      </header>

      <div role="search" className="directory-search" aria-label="Search dealers">
        <DirectorySearchBox
          label="Dealer name"
          placeholder="e.g. Sunset Motors"
          value={q}
          onCommit={(value) => setSearch({ q: value })}
        />
        <DirectorySearchBox
          label="Location"
          placeholder="City, state or ZIP"
          autoComplete="address-level2"
          icon={<MapPinIcon />}
          value={location}
          onCommit={(value) => setSearch({ location: value })}
        />
      </div>

      {list.status === 'loading' ? (
        <div className="directory__grid" role="status" aria-label="Loading dealers">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <DealerCardSkeleton key={i} />
          ))}
        </div>
      ) : null}

      {list.status === 'error' ? (
        <StatusCard
          title="Failed to load dealers"
          level={2}
          actions={<Button onClick={list.retry}>Try again</Button>}
        >
          {list.error}
        </StatusCard>
      ) : null}

      {list.status === 'ready' && list.items.length === 0 ? (
        searching ? (
          <StatusCard
            title="No dealers found"
            level={2}
            icon={<StoreIcon />}
            actions={
              <Button variant="secondary" onClick={() => setSearch({ q: '', location: '' })}>
                Clear search
              </Button>
            }
          >
            No dealer matches that name or location. Try a shorter name or a nearby city.
          </StatusCard>
        ) : (
          <StatusCard
            title="No dealers yet"
            level={2}
            icon={<StoreIcon />}
            actions={<ButtonLink to="/dealer-application">Apply to Become a Dealer</ButtonLink>}
          >
            Our first partner dealers are on their way. Run a dealership? Join them.
          </StatusCard>
        )
      ) : null}

      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <p className="directory__count" aria-live="polite">
            {list.nextCursor
              ? `Showing the first ${list.items.length} dealers`
              : `${list.items.length} ${list.items.length === 1 ? 'dealer' : 'dealers'}`}
            {searching ? ' matching your search' : ''}
          </p>
          <div className="directory__grid">
            {list.items.map((dealer) => (
              <DealerCard key={dealer.id} dealer={dealer} />
            ))}
          </div>
          {list.error ? <p className="field__error">{list.error}</p> : null}
          {list.nextCursor ? (
            <div className="directory__more">
              <Button
                variant="secondary"
                loading={list.loadingMore}
                onClick={() => void list.loadMore()}
              >
                Load more dealers
              </Button>
            </div>
          ) : null}
        </>
      ) : null}

      <ApplyCallToAction />
    </div>
  );
}
