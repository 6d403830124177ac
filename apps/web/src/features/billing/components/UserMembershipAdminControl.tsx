import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  adminBillingRoutes,
  formatMoney,
  MEMBERSHIP_PLAN_REQUIRED_MESSAGE,
} from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { Button, Field, Skeleton, useToast } from '../../../ui';
import { formatDay } from '../format';

/** Admin › Users › Assign/Change Plan (SPEC §4): a new plan replaces the current one for 30 days; Remove cancels it. */
export function UserMembershipAdminControl({ userId }: { userId: string }) {
  const { toast } = useToast();
  const current = useQuery(
    routeQuery(adminBillingRoutes.userMembership, { params: { id: userId } }),
  );
  const plans = useQuery(routeQuery(adminBillingRoutes.membershipPlans));
  const [planId, setPlanId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invalidates = [adminBillingRoutes.userMembership, adminBillingRoutes.memberships];
  const assign = useRouteMutation(adminBillingRoutes.assignMembership, {
    invalidates,
    onSuccess: () => toast({ title: 'Membership plan assigned successfully', variant: 'success' }),
    onError: (e) =>
      toast({
        title: 'Error',
        description: `Failed to assign membership plan: ${errorMessage(e)}`,
        variant: 'danger',
      }),
  });
  const remove = useRouteMutation(adminBillingRoutes.removeMembership, {
    invalidates,
    onSuccess: () => toast({ title: 'Membership plan removed successfully', variant: 'success' }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to remove membership plan', variant: 'danger' }),
  });
  if (current.isPending || plans.isPending) return <Skeleton height="4rem" />;
  const membership = current.data?.membership;
  return (
    <div className="stack">
      <p>
        {membership
          ? `${membership.planName} (${formatMoney(membership.priceCents, membership.currency)}/month), ${membership.status === 'past_due' ? 'past due' : 'active'} until ${formatDay(membership.currentPeriodEnd)}.`
          : 'No membership.'}
      </p>
      <form
        className="cluster"
        onSubmit={(event) => {
          event.preventDefault();
          if (!planId) return setError(MEMBERSHIP_PLAN_REQUIRED_MESSAGE);
          setError(undefined);
          assign.mutate({ params: { id: userId }, body: { planId } });
        }}
      >
        <Field
          as="select"
          label="Membership plan"
          value={planId}
          error={error}
          onChange={(event) => setPlanId(event.target.value)}
          options={[
            { value: '', label: 'Select a plan' },
            ...(plans.data?.items ?? []).map((plan) => ({
              value: plan.id,
              label: `${plan.name} — ${formatMoney(plan.priceCents, plan.currency)}/month`,
            })),
          ]}
        />
        <Button type="submit" loading={assign.isPending}>
          {membership ? 'Change Plan' : 'Assign Plan'}
        </Button>
        {membership ? (
          <Button
            type="button"
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm('Remove this membership now?'))
                remove.mutate({ params: { id: userId } });
            }}
          >
            Remove
          </Button>
        ) : null}
      </form>
    </div>
  );
}
