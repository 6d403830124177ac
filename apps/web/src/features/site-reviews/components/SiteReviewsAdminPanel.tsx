import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  adminSiteReviewRoutes,
  type SiteReview,
  type SiteReviewStatus,
  siteReviewRoutes,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import {
  Alert,
  Badge,
  type BadgeVariant,
  Button,
  Card,
  CardHeader,
  ConfirmDialog,
  EmptyState,
  Field,
  Pagination,
  Skeleton,
  useToast,
} from '../../../ui';
import { RatingStars } from '../../business-profile';
import '../site-reviews.css';

const PAGE_SIZE = 20;
const CHANGED = [adminSiteReviewRoutes.list, siteReviewRoutes.list];
type StatusFilter = 'all' | SiteReviewStatus;
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All' },
];
const STATUS: Record<SiteReviewStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  hidden: { label: 'Hidden', variant: 'neutral' },
};

/** Admin › Content › Reviews (site reviews): approve, hide or delete what users wrote about the site. */
export function SiteReviewsAdminPanel() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery(
    routeQuery(adminSiteReviewRoutes.list, { query: { status, page, pageSize: PAGE_SIZE } }),
  );
  const [deleting, setDeleting] = useState<SiteReview | null>(null);
  const { toast } = useToast();
  const remove = useRouteMutation(adminSiteReviewRoutes.remove, { invalidates: CHANGED });

  return (
    <Card as="section" padded aria-labelledby="site-reviews-admin-title">
      <CardHeader
        title="Site Reviews"
        titleId="site-reviews-admin-title"
        description="New reviews wait here until approved; hidden ones stay out of /reviews and its stats."
      />
      <Field
        as="select"
        label="Show"
        options={FILTERS}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as StatusFilter);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <Alert variant="danger" title="Failed to load reviews">
          {errorMessage(list.error)}
        </Alert>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={status === 'pending' ? 'No reviews waiting' : 'No reviews here'} />
      ) : (
        <>
          <ul className="stack-list" aria-label="Site reviews">
            {list.data.items.map((review) => (
              <ReviewRow key={review.id} review={review} onDelete={() => setDeleting(review)} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onChange={setPage}
            label="Review pages"
          />
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete review?"
          confirmLabel="Delete Review"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { params: { id: deleting.id } },
              {
                onSuccess: () => {
                  toast({ title: 'Review deleted successfully', variant: 'success' });
                  setDeleting(null);
                },
                onError: (error) =>
                  toast({ title: 'Error', description: errorMessage(error), variant: 'danger' }),
              },
            )
          }
        >
          “{deleting.title}” by {deleting.reviewerName} is removed for good, with its helpful votes.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

function ReviewRow({ review, onDelete }: { review: SiteReview; onDelete: () => void }) {
  const { toast } = useToast();
  const moderate = useRouteMutation(adminSiteReviewRoutes.moderate, {
    invalidates: CHANGED,
    onSuccess: (saved) =>
      toast({
        title: `Review ${saved.status === 'approved' ? 'approved' : 'hidden'} successfully`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error), variant: 'danger' }),
  });
  const set = (next: 'approved' | 'hidden') =>
    moderate.mutate({ params: { id: review.id }, body: { status: next } });
  const { vehicle } = review;
  return (
    <li className="site-review-admin">
      <div className="cluster">
        <RatingStars rating={review.rating} />
        <strong>{review.title}</strong>
        <Badge variant={STATUS[review.status].variant}>{STATUS[review.status].label}</Badge>
      </div>
      <p className="text-sm text-muted">
        {review.reviewerName} · {new Date(review.createdAt).toLocaleDateString('en-US')} ·{' '}
        {vehicle.year} {vehicle.make} {vehicle.model} {vehicle.trim ?? ''} · {review.helpfulCount}{' '}
        helpful
      </p>
      <p className="site-review__text">{review.text}</p>
      {review.pros ? <p className="text-sm">Pros: {review.pros}</p> : null}
      {review.cons ? <p className="text-sm">Cons: {review.cons}</p> : null}
      <div className="cluster">
        {review.status !== 'approved' ? (
          <Button size="sm" loading={moderate.isPending} onClick={() => set('approved')}>
            Approve
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <Button
            size="sm"
            variant="secondary"
            loading={moderate.isPending}
            onClick={() => set('hidden')}
          >
            Hide
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
