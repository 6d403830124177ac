import type { ReactNode } from 'react';
import type { CursorList } from '../../../lib/query';
import { Button, LoadMoreButton, StatusCard } from '../../../ui';
import { BusinessCardSkeleton } from './BusinessCard';

/** The parts of a cursor-paged list a directory shows. */
type DirectoryList<T> = Pick<
  CursorList<{ items: T[]; nextCursor: string | null }>,
  'status' | 'items' | 'nextCursor' | 'error' | 'loadingMore' | 'retry' | 'loadMore'
>;

interface DirectoryResultsProps<T> {
  list: DirectoryList<T>;
  /** Accessible name of the skeleton grid ("Loading dealers"). */
  loadingLabel: string;
  /** Reps have round avatars, dealers square logos. */
  roundAvatars?: boolean;
  skeletonCount: number;
  errorTitle: string;
  /** Shown when the page loaded with nothing in it. */
  empty: ReactNode;
  /** Shown above the grid when there are items (a count, say). */
  summary?: ReactNode;
  loadMoreLabel: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A directory's grid in its states: skeleton cards, a failure with Try again, the empty card,
 * or the cards with "Load more" while the service has another page.
 */
export function DirectoryResults<T>({
  list,
  loadingLabel,
  roundAvatars,
  skeletonCount,
  errorTitle,
  empty,
  summary,
  loadMoreLabel,
  renderItem,
}: DirectoryResultsProps<T>) {
  if (list.status === 'loading') {
    return (
      <div className="directory__grid" role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <BusinessCardSkeleton key={i} round={roundAvatars} />
        ))}
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <StatusCard
        title={errorTitle}
        level={2}
        actions={<Button onClick={list.retry}>Try again</Button>}
      >
        {list.error}
      </StatusCard>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      {summary}
      <div className="directory__grid">{list.items.map(renderItem)}</div>
      {list.error ? <p className="field__error">{list.error}</p> : null}
      <div className="directory__more">
        <LoadMoreButton
          size="md"
          more={!!list.nextCursor}
          loading={list.loadingMore}
          onLoad={list.loadMore}
        >
          {loadMoreLabel}
        </LoadMoreButton>
      </div>
    </>
  );
}
