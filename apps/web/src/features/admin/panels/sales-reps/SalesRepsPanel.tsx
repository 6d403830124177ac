import { adminDealerRoutes, type SalesRep } from '@market/contracts';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../../../ui';
import { DataTable, type Column, type RowAction, useAdminTable } from '../../../admin-table';
import { formatDate, withAll } from '../../format';

const ACTIVE_OPTIONS = withAll('Active and inactive', [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
]);

const columns: Column<SalesRep>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'email', header: 'Email', cell: (r) => r.email ?? '—' },
  { key: 'phone', header: 'Phone', cell: (r) => r.phone ?? '—' },
  // SPEC §9: the first two specializations.
  {
    key: 'specializations',
    header: 'Specializations',
    cell: (r) => r.specializations.slice(0, 2).join(', ') || '—',
  },
  { key: 'dealer', header: 'Dealership', cell: (r) => r.dealer?.businessName ?? '—' },
  {
    key: 'active',
    header: 'Status',
    cell: (r) => (
      <Badge variant={r.isActive ? 'success' : 'neutral'}>
        {r.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  { key: 'joined', header: 'Since', cell: (r) => formatDate(r.createdAt) },
];

/** Sales reps: every rep with their dealership; role changes are made in the Users tab. */
export default function SalesRepsPanel() {
  const navigate = useNavigate();
  const table = useAdminTable(adminDealerRoutes.salesReps);
  const actions: RowAction<SalesRep>[] = [
    {
      label: 'View Profile',
      variant: 'ghost',
      hidden: (r) => !r.isActive,
      run: (r) => navigate(`/sales-reps/${r.id}`),
    },
    { label: 'View Listings', run: (r) => navigate(`/listings?sales_rep_id=${r.id}`) },
  ];
  return (
    <DataTable
      caption="Sales Representatives"
      columns={columns}
      {...table.view}
      rowKey={(r) => r.id}
      actions={actions}
      emptyTitle="No sales reps found"
      emptyText="Accounts with the Sales Rep role appear here."
      search={{
        value: table.search,
        onChange: table.setSearch,
        placeholder: 'Name, email or employee ID',
      }}
      filters={{
        fields: [{ name: 'active', label: 'Status', options: ACTIVE_OPTIONS }],
        values: table.filters,
        onChange: table.setFilter,
      }}
    />
  );
}
