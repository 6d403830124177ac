import { useState } from 'react';
import { Alert, Button, Card, CardBody, CardHeader, Field, Skeleton } from '../../../ui';
import { type QueueFilter, useModerationQueue } from '../hooks/useModerationQueue';
import { ConfirmActionDialog, type PendingAction } from './ConfirmActionDialog';
import { HeldListingsTable } from './HeldListingsTable';
import { ReportsTable } from './ReportsTable';
import './moderation.css';

const FILTERS = [
  { value: 'open', label: 'Open reports' },
  { value: 'all', label: 'All reports' },
];

/**
 * The admin moderation queue (admin tab "Reports"): reports of listings, and private sellers'
 * listings held by the fraud pre-screen. Loads its own data; takes no props.
 */
export function ListingReportsAdminPanel() {
  const queue = useModerationQueue();
  const [pending, setPending] = useState<PendingAction | null>(null);

  if (queue.loading) return <Skeleton height={320} />;
  if (queue.error || !queue.data)
    return (
      <Alert variant="danger" role="alert" title="Failed to load the moderation queue">
        {queue.error}{' '}
        <Button size="sm" variant="ghost" onClick={queue.retry}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <div className="moderation-panel">
      <Card as="section" aria-labelledby="moderation-held-title">
        <CardHeader
          titleId="moderation-held-title"
          title={`Held for review (${queue.data.flagged.length})`}
          description="Private sellers’ listings the automatic checks held back. The seller was e-mailed the reasons."
        />
        <CardBody>
          <HeldListingsTable
            listings={queue.data.flagged}
            onDecide={(listing, decision) =>
              decision === 'approve'
                ? void queue.decideHeld(listing.listingId, 'approve')
                : setPending({
                    title: 'Reject this listing?',
                    description: `${listing.title} will be deactivated and stay off the site.`,
                    confirmLabel: 'Reject listing',
                    run: () => queue.decideHeld(listing.listingId, 'reject'),
                  })
            }
          />
        </CardBody>
      </Card>
      <Card as="section" aria-labelledby="moderation-reports-title">
        <CardHeader
          titleId="moderation-reports-title"
          title="Reported listings"
          description="What visitors reported from the vehicle pages, oldest first."
          actions={
            <Field
              label="Show"
              as="select"
              options={FILTERS}
              value={queue.filter}
              onChange={(event) => queue.setFilter(event.currentTarget.value as QueueFilter)}
            />
          }
        />
        <CardBody>
          <ReportsTable
            reports={queue.data.reports}
            onAction={(report, action) =>
              action === 'dismiss'
                ? void queue.act(report, 'dismiss')
                : setPending(
                    action === 'deactivate_listing'
                      ? {
                          title: 'Deactivate this listing?',
                          description: `${report.listingTitle} will be taken off the site; its open reports are closed.`,
                          confirmLabel: 'Deactivate listing',
                          run: () => queue.act(report, 'deactivate_listing'),
                        }
                      : {
                          title: 'Suspend this seller?',
                          description:
                            'The seller’s account is deactivated at once: they are signed out and their listings leave the site.',
                          confirmLabel: 'Suspend seller',
                          run: () => queue.act(report, 'suspend_seller'),
                        },
                  )
            }
          />
        </CardBody>
      </Card>
      <ConfirmActionDialog action={pending} onClose={() => setPending(null)} />
    </div>
  );
}
