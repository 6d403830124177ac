import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes, type MembershipPlan } from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { MembershipPlanDialog } from './MembershipPlanDialog';
import { PlansAdminCard } from './PlanAdmin';
import { SubscriptionsTable } from './SubscriptionsTable';

const AUDIENCE: Record<MembershipPlan['targetAudience'], string> = {
  both: 'Dealers and reps',
  dealers: 'Dealers',
  sales_reps: 'Sales reps',
};

/** Admin › Memberships (SPEC §2): the plans (create, edit, delete) and the current subscriptions. */
export function MembershipPlansAdminPanel() {
  const plans = useQuery(routeQuery(adminBillingRoutes.membershipPlans));
  return (
    <div className="stack billing-admin">
      <PlansAdminCard
        thing="Membership plan"
        title="Membership plans"
        description="What sales reps and dealers pay monthly. Inactive plans are not offered."
        plans={plans}
        priceSuffix="/month"
        columns={[
          { header: 'Tier', cell: (plan) => (plan.tier === 'dealers' ? 'Dealers' : 'Sales reps') },
          { header: 'Audience', cell: (plan) => AUDIENCE[plan.targetAudience] },
        ]}
        deleteRoute={adminBillingRoutes.deleteMembershipPlan}
        invalidates={[adminBillingRoutes.membershipPlans]}
        deleteQuestion={(plan) =>
          `Delete the plan "${plan.name}"? Current members keep their membership until it ends.`
        }
        dialog={(plan, onClose) => <MembershipPlanDialog plan={plan} onClose={onClose} />}
      />
      <SubscriptionsTable />
    </div>
  );
}
