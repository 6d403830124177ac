import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes } from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { LISTING_FEATURES } from '../planForms';
import { ListingPlanDialog } from './ListingPlanDialog';
import { PlansAdminCard } from './PlanAdmin';

/** Admin › Listing plans (SPEC §2): premium listing plans, create, edit, delete. */
export function ListingPlansAdminPanel() {
  const plans = useQuery(routeQuery(adminBillingRoutes.listingPlans));
  return (
    <PlansAdminCard
      thing="Listing plan"
      title="Listing plans"
      description="Premium placement sellers can buy for a listing."
      plans={plans}
      columns={[
        { header: 'Duration', cell: (plan) => `${plan.durationDays} days` },
        { header: 'Images', cell: (plan) => plan.maxImages },
        {
          header: 'Features',
          cell: (plan) =>
            LISTING_FEATURES.filter(([key]) => plan[key])
              .map(([, label]) => label)
              .join(', ') || '—',
        },
      ]}
      deleteRoute={adminBillingRoutes.deleteListingPlan}
      invalidates={[adminBillingRoutes.listingPlans]}
      deleteQuestion={(plan) => `Delete the listing plan "${plan.name}"?`}
      dialog={(plan, onClose) => <ListingPlanDialog plan={plan} onClose={onClose} />}
    />
  );
}
