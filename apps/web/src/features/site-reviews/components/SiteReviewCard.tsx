import { useQueryClient } from '@tanstack/react-query';
import { type SiteReview, siteReviewRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { formatLongDate } from '../../../lib/format';
import { routeKey, useRouteMutation } from '../../../lib/query';
import { Badge, Button, ButtonLink, CheckCircleIcon, useToast } from '../../../ui';
import { useAuth } from '../../auth';
import { RatingStars } from '../../business-profile';

export function SiteReviewCard({ review }: { review: SiteReview }) {
  const { vehicle } = review;
  return (
    <article className="site-review" aria-labelledby={`review-${review.id}`}>
      <header className="site-review__header">
        <RatingStars rating={review.rating} />
        <h3 id={`review-${review.id}`} className="site-review__title">
          {review.title}
        </h3>
      </header>
      <p className="text-sm text-muted">
        {review.reviewerName} · {formatLongDate(review.createdAt)} · {vehicle.year} {vehicle.make}{' '}
        {vehicle.model}
        {vehicle.trim ? ` ${vehicle.trim}` : ''}
      </p>
      <p className="site-review__text">{review.text}</p>
      {review.pros || review.cons ? (
        <dl className="site-review__pros-cons">
          {review.pros ? (
            <div>
              <dt>Pros</dt>
              <dd>{review.pros}</dd>
            </div>
          ) : null}
          {review.cons ? (
            <div>
              <dt>Cons</dt>
              <dd>{review.cons}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <footer className="site-review__footer">
        {review.wouldRecommend ? (
          <Badge variant="success">
            <CheckCircleIcon /> Would recommend
          </Badge>
        ) : (
          <Badge>Would not recommend</Badge>
        )}
        <HelpfulButton review={review} />
      </footer>
    </article>
  );
}

/** Once per user: signed out it leads to sign-in; the author cannot vote on their own review. */
function HelpfulButton({ review }: { review: SiteReview }) {
  const { user } = useAuth();
  const client = useQueryClient();
  const { toast } = useToast();
  const vote = useRouteMutation(siteReviewRoutes.helpful, {
    onSuccess: () => client.invalidateQueries({ queryKey: routeKey(siteReviewRoutes.list) }),
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error), variant: 'danger' }),
  });
  const count = vote.data?.helpfulCount ?? review.helpfulCount;
  const voted = vote.data?.votedHelpful ?? review.votedHelpful;
  const label = `Helpful (${count})`;
  if (!user)
    return (
      <ButtonLink to="/auth" variant="ghost" size="sm" aria-label={`${label}: sign in to vote`}>
        {label}
      </ButtonLink>
    );
  if (review.isOwn)
    return (
      <span className="text-sm text-muted">
        {count === 1 ? '1 person' : `${count} people`} found this helpful
      </span>
    );
  return (
    <Button
      variant={voted ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={voted}
      disabled={voted}
      loading={vote.isPending}
      onClick={() => vote.mutate({ params: { id: review.id } })}
    >
      {voted ? `Marked helpful (${count})` : label}
    </Button>
  );
}
