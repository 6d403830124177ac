import { adminDealerRoutes, type AdminDealerReview } from '@market/contracts';
import { Badge } from '../../../../ui';
import {
  DataTable,
  type Column,
  type RowAction,
  useAdminAction,
  useAdminTable,
} from '../../../admin-table';
import { formatDate } from '../../format';
import { SiteReviewsSection } from './SiteReviewsSection';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All reviews' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
];

const columns: Column<AdminDealerReview>[] = [
  { key: 'reviewer', header: 'Reviewer', cell: (r) => r.reviewerName },
  { key: 'dealer', header: 'Dealer', cell: (r) => r.businessName },
  { key: 'rating', header: 'Rating', cell: (r) => `${r.rating}/5` },
  {
    key: 'title',
    header: 'Review',
    cell: (r) => (
      <span>
        <strong>{r.title}</strong>
        <br />
        <span className="text-muted">
          {r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text}
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <Badge variant={r.isApproved ? 'success' : 'warning'}>
        {r.isApproved ? 'Approved' : 'Pending'}
      </Badge>
    ),
  },
  { key: 'date', header: 'Date', cell: (r) => formatDate(r.createdAt) },
];

/** Reviews: dealer reviews (approve, hide, delete), then the site reviews of the content context. */
export default function ReviewsPanel() {
  const table = useAdminTable(adminDealerRoutes.reviews, {
    filters: { status: 'pending' },
    searchable: false,
  });
  const setApproved = useAdminAction(adminDealerRoutes.setReviewApproved, {
    success: (input) =>
      input.body.isApproved ? 'Review approved successfully' : 'Review hidden successfully',
    failure: 'Failed to update review',
    invalidates: [adminDealerRoutes.reviews],
  });
  const remove = useAdminAction(adminDealerRoutes.deleteReview, {
    success: 'Review deleted successfully',
    failure: 'Failed to delete review',
    invalidates: [adminDealerRoutes.reviews],
  });
  const actions: RowAction<AdminDealerReview>[] = [
    {
      label: 'Approve',
      hidden: (r) => r.isApproved,
      run: (r) => setApproved.run({ params: { id: r.id }, body: { isApproved: true } }),
    },
    {
      label: 'Hide',
      hidden: (r) => !r.isApproved,
      confirm: (r) => ({
        title: 'Hide review?',
        body: `"${r.title}" leaves ${r.businessName}'s public profile and rating until approved again.`,
        confirmLabel: 'Hide',
      }),
      run: (r) => setApproved.run({ params: { id: r.id }, body: { isApproved: false } }),
    },
    {
      label: 'Delete',
      variant: 'danger',
      confirm: (r) => ({
        title: 'Delete review?',
        body: `${r.reviewerName}'s review of ${r.businessName} ("${r.title}") is deleted for good.`,
        confirmLabel: 'Delete Review',
        danger: true,
      }),
      run: (r) => remove.run({ params: { id: r.id } }),
    },
  ];
  return (
    <div className="stack stack--lg">
      <DataTable
        caption="Dealer Reviews"
        columns={columns}
        {...table.view}
        rowKey={(r) => r.id}
        actions={actions}
        emptyTitle="No reviews found"
        emptyText="Reviews buyers write on dealer profiles wait here for approval."
        filters={{
          fields: [{ name: 'status', label: 'Status', options: STATUS_OPTIONS }],
          values: table.filters,
          onChange: table.setFilter,
        }}
      />
      <SiteReviewsSection />
    </div>
  );
}
