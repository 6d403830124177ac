import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DEALER_TEXTS, dealerRoutes } from '@market/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  LoadMoreButton,
  Skeleton,
} from '../../../ui';
import { useAuth } from '../../auth';
import { formatDate } from '../../listings';
import { formatRating, reviewCountText } from '../format';
import { useCursorQuery } from '../../../lib/query';
import { RatingStars } from './RatingStars';
import { ReviewForm, type ReviewOutcome } from './ReviewForm';
import './dealer-profile.css';

/** Approved reviews with their average, and the signed-in visitor's review form. */
export function DealerReviews({
  dealerId,
  businessName,
}: {
  dealerId: string;
  businessName: string;
}) {
  const { status } = useAuth();
  const location = useLocation();
  const [writing, setWriting] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const list = useCursorQuery(dealerRoutes.reviews, { params: { id: dealerId } });
  const average = list.first?.averageRating ?? null;
  const count = list.first?.reviewCount ?? 0;

  const onDone = (result: ReviewOutcome) => {
    setOutcome(result);
    setWriting(false);
  };

  return (
    <Card as="section" aria-labelledby="reviews-title">
      <CardHeader
        title="Customer Reviews"
        titleId="reviews-title"
        actions={
          status === 'signedIn' && !writing && !outcome ? (
            <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
              Write a review
            </Button>
          ) : status === 'signedOut' ? (
            <ButtonLink
              to="/auth"
              state={{ from: location.pathname }}
              variant="secondary"
              size="sm"
            >
              Sign in to write a review
            </ButtonLink>
          ) : null
        }
      />
      <CardBody className="stack">
        {outcome === 'submitted' ? (
          <Alert variant="success" role="status" title="Thank you for your review">
            {DEALER_TEXTS.reviewSubmitted}
          </Alert>
        ) : null}
        {outcome === 'alreadyReviewed' ? (
          <Alert variant="info" role="status">
            {DEALER_TEXTS.reviewAlreadyExists}
          </Alert>
        ) : null}
        {writing ? <ReviewForm dealerId={dealerId} onDone={onDone} /> : null}

        {list.status === 'loading' ? (
          <div className="stack stack--sm" aria-hidden="true">
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton height="4rem" />
          </div>
        ) : null}
        {list.status === 'error' ? (
          <p className="text-muted">
            Reviews could not be loaded.{' '}
            <button type="button" className="link-button" onClick={list.retry}>
              Try again
            </button>
          </p>
        ) : null}
        {list.status === 'ready' && count === 0 ? (
          <p className="text-muted">
            No reviews of {businessName} yet. Bought here? Be the first to write one.
          </p>
        ) : null}
        {list.status === 'ready' && count > 0 ? (
          <div className="reviews-summary">
            <span className="reviews-summary__average">{formatRating(average)}</span>
            <div className="stack stack--sm">
              <RatingStars rating={average} size="md" />
              <span className="text-sm text-muted">Based on {reviewCountText(count)}</span>
            </div>
          </div>
        ) : null}
        {list.items.length > 0 ? (
          <ul className="review-list">
            {list.items.map((review) => (
              <li key={review.id} className="review">
                <div className="review__top">
                  <RatingStars rating={review.rating} />
                  <span className="text-sm text-muted">{formatDate(review.createdAt)}</span>
                </div>
                <h3 className="review__title">{review.title}</h3>
                <p className="review__text">{review.text}</p>
                <p className="review__author">— {review.reviewerName}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <LoadMoreButton
            more={!!list.nextCursor}
            loading={list.loadingMore}
            onLoad={list.loadMore}
          >
            More reviews
          </LoadMoreButton>
        </div>
      </CardBody>
    </Card>
  );
}
