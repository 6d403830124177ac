import { useState } from 'react';
import {
  SITE_REVIEW_PAGE_SIZE,
  SITE_REVIEW_SORT_LABELS,
  SITE_REVIEW_SORTS,
  type SiteReviewSort,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  Field,
  PageHeader,
  Pagination,
  Skeleton,
} from '../../../ui';
import { useAuth } from '../../auth';
import { useSiteReviews } from '../hooks/useSiteReviews';
import { ReviewStats } from './ReviewStats';
import { SiteReviewCard } from './SiteReviewCard';
import { WriteReviewDialog } from './WriteReviewDialog';
import '../site-reviews.css';

const SORT_OPTIONS = SITE_REVIEW_SORTS.map((value) => ({
  value,
  label: SITE_REVIEW_SORT_LABELS[value],
}));
const RATING_FILTERS: { value: number | null; label: string }[] = [
  { value: null, label: 'All' },
  ...[5, 4, 3, 2, 1].map((value) => ({ value, label: `${value} star${value === 1 ? '' : 's'}` })),
];

/** /reviews: what buyers and sellers say about the marketplace, with stats, filter and sort. */
export function SiteReviewsView() {
  const { user } = useAuth();
  const [writing, setWriting] = useState(false);
  const { rating, sort, page, list, setRating, setSort, setPage } = useSiteReviews();
  return (
    <div className="stack stack--lg">
      <PageHeader
        title="Customer Reviews"
        lead="Real experiences from buyers and sellers who used our marketplace."
      >
        {user ? (
          <Button onClick={() => setWriting(true)}>Write a Review</Button>
        ) : (
          <ButtonLink to="/auth">Write a Review</ButtonLink>
        )}
      </PageHeader>
      {list.data ? <ReviewStats stats={list.data.stats} /> : null}
      <div className="site-reviews__controls">
        <div className="site-reviews__ratings" role="group" aria-label="Filter reviews by rating">
          {RATING_FILTERS.map((filter) => (
            <Button
              key={filter.label}
              size="sm"
              variant={filter.value === rating ? 'primary' : 'secondary'}
              aria-pressed={filter.value === rating}
              onClick={() => setRating(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
        <Field
          as="select"
          label="Sort by"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => setSort(event.target.value as SiteReviewSort)}
          fieldClassName="site-reviews__sort"
        />
      </div>
      {list.isPending ? (
        <Skeleton height={200} />
      ) : list.isError ? (
        <Alert variant="danger" title="Failed to load reviews">
          {errorMessage(list.error)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={rating ? `No ${rating}-star reviews yet` : 'No reviews yet'}>
          {rating ? (
            <Button variant="secondary" onClick={() => setRating(null)}>
              Show all reviews
            </Button>
          ) : (
            'Be the first to tell others how it went.'
          )}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {list.data.total === 1 ? '1 review' : `${list.data.total} reviews`}
            {rating ? ` with ${rating} star${rating === 1 ? '' : 's'}` : ''}
          </p>
          <div className="stack">
            {list.data.items.map((review) => (
              <SiteReviewCard key={review.id} review={review} />
            ))}
          </div>
          <Pagination
            page={page}
            pageSize={SITE_REVIEW_PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
            label="Review pages"
          />
        </>
      )}
      {writing ? <WriteReviewDialog onClose={() => setWriting(false)} /> : null}
    </div>
  );
}
