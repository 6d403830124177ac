import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes, formatMoney, type ListingPlan } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  PlusIcon,
  Skeleton,
  useToast,
} from '../../../ui';
import { LISTING_FEATURES } from '../planForms';
import { ListingPlanDialog } from './ListingPlanDialog';
import './billing-admin.css';

/** Admin › Listing plans (SPEC §2): premium listing plans, create, edit, delete. */
export function ListingPlansAdminPanel() {
  const { toast } = useToast();
  const plans = useQuery(routeQuery(adminBillingRoutes.listingPlans));
  const [editing, setEditing] = useState<ListingPlan | 'new' | null>(null);
  const remove = useRouteMutation(adminBillingRoutes.deleteListingPlan, {
    invalidates: [adminBillingRoutes.listingPlans],
    onSuccess: () => toast({ title: 'Listing plan deleted successfully', variant: 'success' }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to delete listing plan', variant: 'danger' }),
  });
  return (
    <Card className="billing-admin">
      <CardHeader
        title="Listing plans"
        description="Premium placement sellers can buy for a listing."
        actions={
          <Button size="sm" icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Add plan
          </Button>
        }
      />
      <CardBody>
        {plans.isPending ? <Skeleton height="6rem" /> : null}
        {plans.isError ? <Alert variant="danger">{errorMessage(plans.error)}</Alert> : null}
        {plans.data?.items.length === 0 ? <p>No listing plans yet.</p> : null}
        {plans.data && plans.data.items.length > 0 ? (
          <div className="billing-table__wrap">
            <table className="billing-table">
              <caption className="visually-hidden">Listing plans</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Price</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Images</th>
                  <th scope="col">Features</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {plans.data.items.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row">{plan.name}</th>
                    <td>{formatMoney(plan.priceCents, plan.currency)}</td>
                    <td>{plan.durationDays} days</td>
                    <td>{plan.maxImages}</td>
                    <td>
                      {LISTING_FEATURES.filter(([key]) => plan[key])
                        .map(([, label]) => label)
                        .join(', ') || '—'}
                    </td>
                    <td>
                      <Badge variant={plan.isActive ? 'success' : 'neutral'}>
                        {plan.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </td>
                    <td className="billing-table__actions">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(plan)}
                        aria-label={`Edit ${plan.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Delete ${plan.name}`}
                        loading={remove.isPending && remove.variables?.params.id === plan.id}
                        onClick={() => {
                          if (window.confirm(`Delete the listing plan "${plan.name}"?`))
                            remove.mutate({ params: { id: plan.id } });
                        }}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardBody>
      {editing ? (
        <ListingPlanDialog
          plan={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
