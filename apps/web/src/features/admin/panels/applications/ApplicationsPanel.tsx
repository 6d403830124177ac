import { useState } from 'react';
import {
  adminApplicationRoutes,
  adminDealerRoutes,
  type DealerApplication,
} from '@market/contracts';
import { Badge, type BadgeVariant } from '../../../../ui';
import {
  DataTable,
  type Column,
  type RowAction,
  useAdminAction,
  useAdminTable,
} from '../../../admin-table';
import { formatDate } from '../../format';
import { ApplicationDetailsDialog, RejectApplicationDialog } from './ApplicationDialogs';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const STATUS_BADGE: Record<DealerApplication['status'], BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export function ApplicationStatusBadge({ status }: { status: DealerApplication['status'] }) {
  return <Badge variant={STATUS_BADGE[status]}>{status[0].toUpperCase() + status.slice(1)}</Badge>;
}

const columns: Column<DealerApplication>[] = [
  { key: 'business', header: 'Business', cell: (a) => a.businessName },
  { key: 'contact', header: 'Contact', cell: (a) => a.contactPerson },
  { key: 'email', header: 'Email', cell: (a) => a.email },
  { key: 'location', header: 'Location', cell: (a) => `${a.city}, ${a.state}` },
  { key: 'submitted', header: 'Submitted', cell: (a) => formatDate(a.createdAt) },
  { key: 'status', header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
];

type Open = { kind: 'details' | 'reject'; application: DealerApplication } | null;

/** Applications: details, approve, reject with a reason, reset — each confirmed first (SPEC §5). */
export default function ApplicationsPanel() {
  const table = useAdminTable(adminApplicationRoutes.list, { filters: { status: 'pending' } });
  const [open, setOpen] = useState<Open>(null);
  const changes = [adminApplicationRoutes.list, adminDealerRoutes.list];
  const approve = useAdminAction(adminApplicationRoutes.approve, {
    success: 'Application approved successfully',
    failure: 'Failed to approve application',
    invalidates: changes,
  });
  const reset = useAdminAction(adminApplicationRoutes.reset, {
    success: 'Application reset successfully',
    failure: 'Failed to reset application',
    invalidates: changes,
  });

  const actions: RowAction<DealerApplication>[] = [
    {
      label: 'View Details',
      variant: 'ghost',
      run: (application) => setOpen({ kind: 'details', application }),
    },
    {
      label: 'Approve',
      hidden: (a) => a.status !== 'pending',
      confirm: (a) => ({
        title: 'Approve application?',
        body:
          a.accountConfirmation === 'awaiting'
            ? `${a.email} belongs to an existing account that has not confirmed this application yet; approval waits for that confirmation.`
            : `${a.businessName} becomes a dealer: the account for ${a.email} gets the dealer role and the dealer record is created.`,
        confirmLabel: 'Approve',
      }),
      run: (a) => approve.run({ params: { id: a.id } }),
    },
    {
      label: 'Reject',
      variant: 'danger',
      hidden: (a) => a.status !== 'pending',
      run: (application) => setOpen({ kind: 'reject', application }),
    },
    {
      label: 'Reset',
      hidden: (a) => a.status === 'pending',
      confirm: (a) => ({
        title: 'Reset application?',
        body: `${a.businessName}'s application goes back to pending.${a.status === 'approved' ? ' The dealer stays pending (out of search) until approved again.' : ''}`,
        confirmLabel: 'Reset',
      }),
      run: (a) => reset.run({ params: { id: a.id } }),
    },
  ];

  return (
    <>
      <DataTable
        caption="Dealer Applications"
        columns={columns}
        {...table.view}
        rowKey={(a) => a.id}
        actions={actions}
        emptyTitle="No applications found"
        emptyText="No application matches the search and status."
        search={{
          value: table.search,
          onChange: table.setSearch,
          placeholder: 'Business, contact or email',
        }}
        filters={{
          fields: [{ name: 'status', label: 'Status', options: STATUS_OPTIONS }],
          values: table.filters,
          onChange: table.setFilter,
        }}
      />
      {open?.kind === 'details' ? (
        <ApplicationDetailsDialog application={open.application} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'reject' ? (
        <RejectApplicationDialog application={open.application} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
