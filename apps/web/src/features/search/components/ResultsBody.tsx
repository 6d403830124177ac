import { Alert, Button, CarOutlineIcon, LoadMoreButton, StatusCard } from '../../../ui';
import type { ListingSearchResult } from '../hooks/useListingSearch';
import { ResultsGrid } from './ResultsGrid';
import { formatWholeNumber } from '../../../lib/numbers';

interface ResultsBodyProps {
  result: ListingSearchResult;
  saved: {
    isSaved: (id: string) => boolean;
    isBusy: (id: string) => boolean;
    toggle: (id: string) => void;
  };
  canClear: boolean;
  onClear: () => void;
}

/** Skeletons, the grid with Load more, the empty state or the error with a retry. */
export function ResultsBody({ result, saved, canClear, onClear }: ResultsBodyProps) {
  if (result.status === 'error') {
    return (
      <StatusCard
        level={2}
        title="We could not load vehicles"
        actions={
          <>
            <Button onClick={result.retry}>Try again</Button>
            {canClear ? (
              <Button variant="secondary" onClick={onClear}>
                Clear all filters
              </Button>
            ) : null}
          </>
        }
      >
        {result.error}
      </StatusCard>
    );
  }
  if (result.status === 'ready' && result.items.length === 0) {
    return (
      <StatusCard
        level={2}
        title="No vehicles found"
        icon={<CarOutlineIcon />}
        actions={canClear ? <Button onClick={onClear}>Clear all filters</Button> : undefined}
      >
        Try adjusting your search criteria or filters
      </StatusCard>
    );
  }
  return (
    <>
      <ResultsGrid
        items={result.items}
        loading={result.status === 'loading'}
        isSaved={saved.isSaved}
        isSaving={saved.isBusy}
        onToggleSave={(id) => void saved.toggle(id)}
      />
      {result.status === 'ready' ? (
        <div className="results-more">
          <p className="text-muted text-sm">
            Showing {formatWholeNumber(result.items.length)} of {formatWholeNumber(result.total)}
          </p>
          {result.loadMoreError ? (
            <Alert variant="danger" role="alert">
              {result.loadMoreError}
            </Alert>
          ) : null}
          <LoadMoreButton
            size="lg"
            more={result.hasMore}
            loading={result.loadingMore}
            onLoad={result.loadMore}
          >
            Load more
          </LoadMoreButton>
        </div>
      ) : null}
    </>
  );
}
