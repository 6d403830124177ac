import { Button, ButtonLink, MapPinIcon, PageHeader, StatusCard, StoreIcon } from '../../../ui';
import { useDealerDirectory } from '../hooks/useBusinessReads';
import { DealerCard } from './DealerCard';
import { DirectoryResults } from './DirectoryResults';
import { DirectorySearchBox } from './DirectorySearch';
import { ApplyCallToAction } from './ApplyCallToAction';
import './dealers.css';

/** /dealers: approved, active dealers with search by name and location, 24 at a time. */
export function DealerDirectory() {
  const { q, location, setSearch, list } = useDealerDirectory();
  const searching = !!q || !!location;

  return (
    <div className="directory">
      <PageHeader
        title="Find a Dealer"
        lead="Trusted dealerships with real inventory, reviews from buyers and a direct line to the sales team."
      >
        <ButtonLink to="/dealer-application" variant="secondary" icon={<StoreIcon />}>
          Apply to Become a Dealer
        </ButtonLink>
      </PageHeader>

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

      <DirectoryResults
        list={list}
        loadingLabel="Loading dealers"
        skeletonCount={6}
        errorTitle="Failed to load dealers"
        empty={
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
        }
        summary={
          <p className="directory__count" aria-live="polite">
            {list.nextCursor
              ? `Showing the first ${list.items.length} dealers`
              : `${list.items.length} ${list.items.length === 1 ? 'dealer' : 'dealers'}`}
            {searching ? ' matching your search' : ''}
          </p>
        }
        loadMoreLabel="Load more dealers"
        renderItem={(dealer) => <DealerCard key={dealer.id} dealer={dealer} />}
      />

      <ApplyCallToAction />
    </div>
  );
}
