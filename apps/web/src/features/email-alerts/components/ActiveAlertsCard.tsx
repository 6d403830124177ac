import { useState } from 'react';
import type { SavedSearch } from '@market/contracts';
import {
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  Dialog,
  EmptyState,
  MailIcon,
  Skeleton,
} from '../../../ui';
import { useSavedSearches } from '../hooks/useSavedSearches';
import { AlertRow } from './AlertRow';

/** SPEC §2 Active Alerts: the user's saved searches with pause, resume and delete. */
export function ActiveAlertsCard() {
  const alerts = useSavedSearches();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <Card as="section" aria-labelledby="active-alerts-title">
      <CardHeader
        titleId="active-alerts-title"
        title="Active Alerts"
        description="Your saved searches. Save one from any search on the listings page, or create one here."
      />
      <CardBody>
        {alerts.state.status === 'loading' ? (
          <div className="stack" role="status" aria-label="Loading your alerts">
            <Skeleton height="72px" />
            <Skeleton height="72px" />
          </div>
        ) : alerts.state.status === 'error' ? (
          <div className="stack">
            <p className="text-muted">Failed to load your alerts.</p>
            <Button variant="secondary" onClick={alerts.retry}>
              Try again
            </Button>
          </div>
        ) : alerts.items.length === 0 ? (
          <EmptyState icon={<MailIcon />} title="No alerts yet">
            <p className="text-muted">Search the listings and choose “Save this search”.</p>
            <ButtonLink to="/listings" variant="secondary">
              Browse Vehicles
            </ButtonLink>
          </EmptyState>
        ) : (
          <ul className="alert-list">
            {alerts.items.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                busy={alerts.busyId === alert.id}
                onToggle={(a, isActive) => void alerts.setActive(a, isActive)}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </CardBody>
      <Dialog
        open={!!deleting}
        onClose={() => !busy && setDeleting(null)}
        title="Delete this alert?"
        description={deleting ? `You will get no more emails for “${deleting.name}”.` : undefined}
      >
        <div className="alert-dialog-actions">
          <Button variant="ghost" onClick={() => setDeleting(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              if (!deleting) return;
              setBusy(true);
              const done = await alerts.remove(deleting);
              setBusy(false);
              if (done) setDeleting(null);
            }}
          >
            Delete alert
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
