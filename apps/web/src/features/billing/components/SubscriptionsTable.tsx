import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes, formatMoney } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { Alert, Badge, Card, CardBody, CardHeader, Skeleton } from '../../../ui';
import { formatDay } from '../format';

/** The current memberships (active and past due), newest first. */
export function SubscriptionsTable() {
  const list = useQuery(routeQuery(adminBillingRoutes.memberships));
  return (
    <Card>
      <CardHeader title="Subscriptions" description="Current memberships, newest first." />
      <CardBody>
        {list.isPending ? <Skeleton height="6rem" /> : null}
        {list.isError ? <Alert variant="danger">{errorMessage(list.error)}</Alert> : null}
        {list.data?.items.length === 0 ? <p>No current memberships.</p> : null}
        {list.data && list.data.items.length > 0 ? (
          <div className="billing-table__wrap">
            <table className="billing-table">
              <caption className="visually-hidden">Subscriptions</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Price</th>
                  <th scope="col">Status</th>
                  <th scope="col">Period ends</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">{m.email ?? m.userId}</th>
                    <td>{m.planName}</td>
                    <td>{formatMoney(m.priceCents, m.currency)}/month</td>
                    <td>
                      <Badge variant={m.status === 'active' ? 'success' : 'warning'}>
                        {m.status === 'active'
                          ? m.cancelAtPeriodEnd
                            ? 'Ends at period end'
                            : 'Active'
                          : 'Past due'}
                      </Badge>
                    </td>
                    <td>{formatDay(m.currentPeriodEnd)}</td>
                    <td>{m.source === 'payment' ? 'Paid' : 'Assigned by admin'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
