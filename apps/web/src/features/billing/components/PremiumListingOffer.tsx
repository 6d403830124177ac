import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { billingRoutes, formatMoney } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { Alert, Button, RadioGroup, Skeleton, useToast } from '../../../ui';
import { LISTING_FEATURES } from '../planForms';

/**
 * The premium listing plans offered for one of the seller's listings (SPEC §1: basic listings
 * are free, with paid premium options): choose one, pay on the checkout page; the listing is
 * published with the plan's placement once paid.
 */
export function PremiumListingOffer({ listingId }: { listingId: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const plans = useQuery(routeQuery(billingRoutes.listingPlans));
  const [planId, setPlanId] = useState<string>('');
  const [error, setError] = useState<string | undefined>();
  const checkout = useRouteMutation(billingRoutes.checkout, {
    onSuccess: ({ url }) => {
      toast({ title: 'Redirecting to Payment', variant: 'info' });
      if (/^https?:\/\//.test(url)) window.location.assign(url);
      else navigate(url);
    },
    onError: (e) =>
      toast({ title: 'Payment Error', description: errorMessage(e), variant: 'danger' }),
  });
  if (plans.isPending) return <Skeleton height="6rem" />;
  if (plans.isError) return <Alert variant="danger">{errorMessage(plans.error)}</Alert>;
  if (plans.data.items.length === 0) return null;
  return (
    <form
      className="stack"
      aria-label="Premium placement"
      onSubmit={(event) => {
        event.preventDefault();
        if (!planId) return setError('Please select a listing plan.');
        setError(undefined);
        checkout.mutate({ body: { listingPlanId: planId, listingId } });
      }}
    >
      <RadioGroup
        name="listingPlanId"
        legend="Premium placement"
        value={planId}
        onChange={setPlanId}
        error={error}
        options={plans.data.items.map((plan) => ({
          value: plan.id,
          label: `${plan.name} — ${formatMoney(plan.priceCents, plan.currency)} for ${plan.durationDays} days`,
          description: [
            plan.description,
            LISTING_FEATURES.filter(([key]) => plan[key])
              .map(([, label]) => label)
              .join(', '),
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <Button type="submit" loading={checkout.isPending}>
        Continue to payment
      </Button>
    </form>
  );
}
