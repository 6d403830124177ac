import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Membership, myMembershipRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import {
  Badge,
  type BadgeVariant,
  Button,
  Card,
  CardBody,
  CardHeader,
  Dialog,
  Skeleton,
  useToast,
} from '../../../ui';
import { formatDay } from '../format';

function statusBadge(membership: Membership): { label: string; variant: BadgeVariant } {
  if (membership.status === 'past_due') return { label: 'Past due', variant: 'danger' };
  if (membership.cancelAtPeriodEnd) return { label: 'Ends at period end', variant: 'warning' };
  return { label: 'Active', variant: 'success' };
}

/** What happens next: renewal, retry of a failed renewal, or the end. */
function nextStep(membership: Membership): string {
  const end = formatDay(membership.currentPeriodEnd);
  if (membership.status === 'past_due')
    return membership.nextRenewalAttemptAt
      ? `Your last renewal payment did not go through. We will try your card again on ${formatDay(membership.nextRenewalAttemptAt)}.`
      : `Your last renewal payment did not go through. The membership ends on ${end} unless it is paid.`;
  if (membership.cancelAtPeriodEnd || !membership.renews) return `Ends on ${end}.`;
  return `Renews on ${end} for ${formatMoney(membership.priceCents, membership.currency)}.`;
}

/**
 * /profile › Membership: the current plan, its state, when it renews or ends, and the user's
 * own Cancel at period end (asked once) and Resume.
 */
export function MembershipCard() {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const current = useQuery(routeQuery(myMembershipRoutes.get));
  const invalidates = [myMembershipRoutes.get];
  const cancel = useRouteMutation(myMembershipRoutes.cancel, {
    invalidates,
    onSuccess: (data) => {
      setConfirming(false);
      toast({
        title: 'Membership canceled',
        description: data.membership
          ? `It stays active until ${formatDay(data.membership.currentPeriodEnd)} and will not renew.`
          : undefined,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to cancel the membership: ${errorMessage(error)}`,
        variant: 'danger',
      }),
  });
  const resume = useRouteMutation(myMembershipRoutes.resume, {
    invalidates,
    onSuccess: () =>
      toast({
        title: 'Membership resumed',
        description: 'It will renew at the end of the period.',
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to resume the membership: ${errorMessage(error)}`,
        variant: 'danger',
      }),
  });

  if (current.isPending)
    return (
      <Card as="section" aria-label="Membership">
        <CardBody>
          <Skeleton height="4rem" />
        </CardBody>
      </Card>
    );
  const membership = current.data?.membership;
  // No membership (most buyers and private sellers): no card.
  if (!membership) return null;
  const badge = statusBadge(membership);
  const renewing = membership.renews !== false;

  return (
    <Card as="section" aria-labelledby="profile-membership">
      <CardHeader
        title="Membership"
        titleId="profile-membership"
        level={2}
        description="Your plan and its billing."
      />
      <CardBody className="stack">
        <div className="cluster" style={{ gap: 'var(--space-2)' }}>
          <strong>{membership.planName}</strong>
          <span className="text-muted">
            {formatMoney(membership.priceCents, membership.currency)} / 30 days
          </span>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <p data-testid="membership-next">{nextStep(membership)}</p>
        {renewing ? (
          <div className="cluster">
            {membership.cancelAtPeriodEnd ? (
              <Button
                variant="secondary"
                loading={resume.isPending}
                onClick={() => resume.mutate(undefined)}
              >
                Resume membership
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Cancel at period end
              </Button>
            )}
          </div>
        ) : null}
      </CardBody>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel your membership?"
      >
        <div className="stack">
          <p>
            Your {membership.planName} membership stays active until{' '}
            {formatDay(membership.currentPeriodEnd)} and will not renew. You can resume it until
            then.
          </p>
          <div className="cluster">
            <Button
              variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
            >
              Keep membership
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined)}
            >
              Cancel at period end
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  );
}
