import { useState } from 'react';
import { adminDealerRoutes, type AdminDealer } from '@market/contracts';
import { Badge } from '../../../../ui';
import {
  DataTable,
  type Column,
  type RowAction,
  useActivationActions,
  useAdminAction,
  useAdminTable,
} from '../../../admin-table';
import { formatDate, withAll } from '../../format';
import { CredentialsDialog, EditDealerDialog, InventoryDialog } from './DealerDialogs';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
];
const ACTIVE_OPTIONS = withAll('Active and inactive', [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
]);

const columns: Column<AdminDealer>[] = [
  { key: 'name', header: 'Business', cell: (d) => d.businessName },
  {
    key: 'location',
    header: 'Location',
    cell: (d) => [d.businessCity, d.businessState].filter(Boolean).join(', ') || '—',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (d) => (
      <Badge variant={d.status === 'approved' ? 'success' : 'warning'}>
        {d.status === 'approved' ? 'Approved' : 'Pending'}
      </Badge>
    ),
  },
  {
    key: 'active',
    header: 'Active',
    cell: (d) => (
      <Badge variant={d.isActive ? 'success' : 'danger'}>
        {d.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    key: 'listings',
    header: 'Listings',
    cell: (d) => `${d.stats.activeListings} active / ${d.stats.totalListings}`,
  },
  { key: 'joined', header: 'Since', cell: (d) => formatDate(d.createdAt) },
];

type Open = { kind: 'edit' | 'inventory' | 'credentials'; dealer: AdminDealer } | null;

/**
 * Dealers: edit, inventory, reset password (e-mail), show credentials (login e-mail and last
 * sign-in, never a password), activate/deactivate. A deactivated dealer's listings leave search.
 */
export default function DealersPanel() {
  const table = useAdminTable(adminDealerRoutes.list, { filters: { status: 'all', active: '' } });
  const [open, setOpen] = useState<Open>(null);
  const activation = useActivationActions<AdminDealer>(adminDealerRoutes.setActive, {
    thing: 'Dealer',
    failure: 'Failed to update dealer status',
    invalidates: [adminDealerRoutes.list],
    variant: 'danger',
    deactivation: (d) => ({
      title: 'Deactivate dealer?',
      body: `${d.businessName}'s listings leave search and vehicle pages and can no longer be featured until the dealer is reactivated.`,
    }),
  });
  const reset = useAdminAction(adminDealerRoutes.passwordReset, {
    success: 'Password reset email sent successfully',
    failure: 'Failed to send reset email',
  });

  const actions: RowAction<AdminDealer>[] = [
    { label: 'Edit', run: (dealer) => setOpen({ kind: 'edit', dealer }) },
    { label: 'Inventory', run: (dealer) => setOpen({ kind: 'inventory', dealer }) },
    {
      label: 'Reset Password',
      confirm: (d) => ({
        title: 'Send a password reset e-mail?',
        body: `The account behind ${d.businessName} gets a link to choose a new password. Its current password keeps working until then.`,
        confirmLabel: 'Send Reset Email',
      }),
      run: (d) => reset.run({ params: { id: d.id } }),
    },
    {
      label: 'Show Credentials',
      variant: 'ghost',
      run: (dealer) => setOpen({ kind: 'credentials', dealer }),
    },
    ...activation,
  ];

  return (
    <>
      <DataTable
        caption="Dealers"
        columns={columns}
        {...table.view}
        rowKey={(d) => d.id}
        actions={actions}
        emptyTitle="No dealers found"
        emptyText="Dealers appear here once their application is approved."
        search={{
          value: table.search,
          onChange: table.setSearch,
          placeholder: 'Business name, city or license',
        }}
        filters={{
          fields: [
            { name: 'status', label: 'Status', options: STATUS_OPTIONS },
            { name: 'active', label: 'Active', options: ACTIVE_OPTIONS },
          ],
          values: table.filters,
          onChange: table.setFilter,
        }}
      />
      {open?.kind === 'edit' ? (
        <EditDealerDialog dealer={open.dealer} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'inventory' ? (
        <InventoryDialog dealer={open.dealer} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'credentials' ? (
        <CredentialsDialog dealer={open.dealer} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
