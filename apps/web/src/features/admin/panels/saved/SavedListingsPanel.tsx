import { useNavigate } from 'react-router-dom';
import { adminListingRoutes, type AdminSavedListing } from '@market/contracts';
import { Badge } from '../../../../ui';
import { DataTable, type Column, type RowAction, useAdminTable } from '../../../admin-table';
import { formatDate } from '../../format';

const columns: Column<AdminSavedListing>[] = [
  { key: 'user', header: 'User', cell: (s) => s.userName ?? s.userEmail ?? '—' },
  { key: 'email', header: 'Email', cell: (s) => s.userEmail ?? '—' },
  { key: 'listing', header: 'Listing', cell: (s) => s.listingTitle },
  { key: 'status', header: 'Listing status', cell: (s) => <Badge>{s.listingStatus}</Badge> },
  { key: 'notes', header: 'Notes', cell: (s) => s.notes ?? '—' },
  { key: 'saved', header: 'Saved', cell: (s) => formatDate(s.savedAt) },
];

/** Saved: which buyers saved which listings (the saves are the buyers' own: read-only here). */
export default function SavedListingsPanel() {
  const navigate = useNavigate();
  const table = useAdminTable(adminListingRoutes.saved);
  const actions: RowAction<AdminSavedListing>[] = [
    { label: 'View Listing', variant: 'ghost', run: (s) => navigate(`/vehicle/${s.listingId}`) },
  ];
  return (
    <DataTable
      caption="Saved Listings"
      columns={columns}
      {...table.view}
      rowKey={(s) => `${s.userId}:${s.listingId}`}
      actions={actions}
      emptyTitle="No saved listings"
      emptyText="Listings buyers save appear here."
      search={{ value: table.search, onChange: table.setSearch, placeholder: 'User or listing' }}
    />
  );
}
