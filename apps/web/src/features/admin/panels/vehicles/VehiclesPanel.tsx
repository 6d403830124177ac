import { useNavigate } from 'react-router-dom';
import {
  adminListingRoutes,
  listingRoutes,
  LISTING_STATUSES,
  type ListingStatus,
  type ListingSummary,
} from '@market/contracts';
import { Badge, type BadgeVariant } from '../../../../ui';
import {
  DataTable,
  type Column,
  type RowAction,
  useAdminAction,
  useAdminTable,
} from '../../../admin-table';
import { formatUsd, withAll } from '../../format';

const STATUS_LABELS: Record<ListingStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  sold: 'Sold',
  inactive: 'Inactive',
};
const STATUS_BADGE: Record<ListingStatus, BadgeVariant> = {
  active: 'success',
  pending: 'warning',
  sold: 'primary',
  inactive: 'neutral',
};
const STATUS_FILTER = [
  { value: 'all', label: 'All statuses' },
  ...LISTING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const FEATURED_FILTER = withAll('Featured or not', [
  { value: 'true', label: 'Featured' },
  { value: 'false', label: 'Not featured' },
]);
const CATEGORY_FILTER = withAll('All categories', [
  { value: 'cars', label: 'Cars' },
  { value: 'motorcycles', label: 'Motorcycles' },
  { value: 'trucks', label: 'Trucks' },
]);

/** Vehicles: status, featured, view, edit and delete, over every listing of every seller. */
export default function VehiclesPanel() {
  const navigate = useNavigate();
  const table = useAdminTable(adminListingRoutes.list, {
    filters: { status: 'all' },
    sort: '-created',
  });
  const changes = [adminListingRoutes.list];
  const status = useAdminAction(listingRoutes.changeStatus, {
    success: 'Vehicle status updated successfully',
    failure: 'Failed to update vehicle status',
    invalidates: changes,
  });
  const featured = useAdminAction(listingRoutes.changeFeatured, {
    success: (input) =>
      input.body.isFeatured ? 'Vehicle featured successfully' : 'Vehicle unfeatured successfully',
    failure: 'Failed to update vehicle featured status',
    invalidates: changes,
  });
  const remove = useAdminAction(listingRoutes.delete, {
    success: 'Vehicle listing deleted successfully',
    failure: 'Failed to delete vehicle listing',
    invalidates: changes,
  });

  const columns: Column<ListingSummary>[] = [
    {
      key: 'photo',
      header: 'Photo',
      cell: (l) =>
        l.primaryImage ? (
          <img
            src={l.primaryImage.thumbnailUrl}
            alt=""
            width={64}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    { key: 'title', header: 'Title', sort: 'title', cell: (l) => l.title },
    {
      key: 'vehicle',
      header: 'Year / Make / Model',
      sort: 'year',
      cell: (l) => `${l.year} ${l.make} ${l.model}`,
    },
    { key: 'price', header: 'Price', sort: 'price', cell: (l) => formatUsd(l.price) },
    {
      key: 'status',
      header: 'Status',
      cell: (l) => (
        <span className="cluster">
          <Badge variant={STATUS_BADGE[l.status]}>{STATUS_LABELS[l.status]}</Badge>
          <select
            className="select"
            aria-label={`Status of ${l.title}`}
            value={l.status}
            onChange={(event) =>
              void status.run({
                params: { id: l.id },
                body: { status: event.target.value as ListingStatus },
              })
            }
          >
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </span>
      ),
    },
    {
      key: 'featured',
      header: 'Featured',
      cell: (l) =>
        l.isFeatured ? (
          <Badge variant="primary">Featured</Badge>
        ) : (
          <span className="text-muted">No</span>
        ),
    },
    { key: 'views', header: 'Views', sort: 'views', cell: (l) => l.viewsCount },
  ];

  const actions: RowAction<ListingSummary>[] = [
    { label: 'View', variant: 'ghost', run: (l) => navigate(`/vehicle/${l.id}`) },
    { label: 'Edit', run: (l) => navigate(`/add-listing?edit=${l.id}`) },
    {
      label: 'Feature',
      hidden: (l) => l.isFeatured,
      run: (l) => featured.run({ params: { id: l.id }, body: { isFeatured: true } }),
    },
    {
      label: 'Unfeature',
      hidden: (l) => !l.isFeatured,
      run: (l) => featured.run({ params: { id: l.id }, body: { isFeatured: false } }),
    },
    {
      label: 'Delete',
      variant: 'danger',
      confirm: (l) => ({
        title: 'Delete listing?',
        body: `${l.title} and its photos are deleted for good; buyers who saved it lose it too.`,
        confirmLabel: 'Delete Listing',
        danger: true,
      }),
      run: (l) => remove.run({ params: { id: l.id } }),
    },
  ];

  return (
    <DataTable
      caption="Vehicles"
      columns={columns}
      {...table.view}
      rowKey={(l) => l.id}
      actions={actions}
      emptyTitle="No vehicles found"
      emptyText="Try adjusting your search criteria or filters"
      search={{
        value: table.search,
        onChange: table.setSearch,
        placeholder: 'Title, VIN or location',
      }}
      sort={{ value: table.sort, onChange: table.setSort }}
      filters={{
        fields: [
          { name: 'status', label: 'Status', options: STATUS_FILTER },
          { name: 'featured', label: 'Featured', options: FEATURED_FILTER },
          { name: 'category', label: 'Category', options: CATEGORY_FILTER },
        ],
        values: table.filters,
        onChange: table.setFilter,
      }}
    />
  );
}
