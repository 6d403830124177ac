import { useState } from 'react';
import type { ListingSummary } from '@market/contracts';
import {
  Button,
  ButtonLink,
  CarOutlineIcon,
  PageHeader,
  PlusIcon,
  Skeleton,
  StatusCard,
} from '../../../ui';
import type { MyListingsScope } from '../hooks/useMyListings';
import { useMyListings } from '../hooks/useMyListings';
import { DeleteListingDialog } from './DeleteListingDialog';
import { MyListingsTable } from './MyListingsTable';
import { MyListingsToolbar } from './MyListingsToolbar';
import { Pagination } from './Pagination';
import './listings.css';
import './my-listings.css';

interface MyListingsViewProps {
  scope: MyListingsScope;
  title: string;
  lead: string;
}

/** The dealer inventory, the sales rep's and a private seller's listings: search, filter, table, paging. */
export function MyListingsView({ scope, title, lead }: MyListingsViewProps) {
  const list = useMyListings(scope);
  const [deleting, setDeleting] = useState<ListingSummary | null>(null);
  const rows = list.data?.items ?? [];
  const filtered = !!list.q || list.status !== 'all';

  return (
    <div className="my-listings">
      <PageHeader title={title} lead={lead} className="page-header--spaced">
        <div className="my-listings__actions">
          <ButtonLink to="/import-listings" variant="secondary">
            Import CSV
          </ButtonLink>
          <ButtonLink to="/add-listing" icon={<PlusIcon />}>
            Add listing
          </ButtonLink>
        </div>
      </PageHeader>

      <MyListingsToolbar
        key={list.q}
        q={list.q}
        status={list.status}
        onSearch={(q) => list.setQuery({ q })}
        onStatus={(status) => list.setQuery({ status })}
      />

      {list.state.status === 'loading' && !list.data ? (
        <div className="stack stack--sm" role="status" aria-label="Loading listings">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="64px" radius="var(--radius-md)" />
          ))}
        </div>
      ) : null}

      {list.state.status === 'error' ? (
        <StatusCard
          title="Failed to load vehicle listings"
          level={2}
          actions={<Button onClick={list.retry}>Try again</Button>}
        >
          {list.state.message}
        </StatusCard>
      ) : null}

      {list.data && list.state.status !== 'error' && rows.length === 0 ? (
        filtered ? (
          <StatusCard
            title="No listings match"
            level={2}
            actions={
              <Button variant="secondary" onClick={() => list.setQuery({ q: '', status: 'all' })}>
                Clear filters
              </Button>
            }
          >
            Try another search or status.
          </StatusCard>
        ) : (
          <StatusCard
            title="No listings yet"
            level={2}
            icon={<CarOutlineIcon />}
            actions={
              <ButtonLink to="/add-listing" icon={<PlusIcon />}>
                Add Your First Listing
              </ButtonLink>
            }
          >
            Vehicles you list appear here, ready to edit, feature or mark as sold.
          </StatusCard>
        )
      ) : null}

      {rows.length && list.state.status !== 'error' ? (
        <div
          className={
            list.state.status === 'loading'
              ? 'my-listings__results my-listings__results--loading'
              : 'my-listings__results'
          }
        >
          <MyListingsTable
            rows={rows}
            caption={title}
            showFeatured={scope === 'dealer'}
            busyIds={list.busyIds}
            onStatus={(row, status) => void list.changeStatus(row, status)}
            onSold={(row) => void list.changeStatus(row, 'sold')}
            onFeatured={(row) => void list.toggleFeatured(row)}
            onDelete={setDeleting}
          />
          <Pagination
            page={list.page}
            totalPages={list.totalPages}
            total={list.data?.total ?? 0}
            onPage={(page) => list.setQuery({ page })}
          />
        </div>
      ) : null}

      <DeleteListingDialog
        listing={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={list.remove}
      />
    </div>
  );
}
