import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBillingRoutes, formatMoney, type Payment } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/query';
import { Alert, Badge, Button, Card, CardBody, CardHeader, Skeleton, useToast } from '../../../ui';
import { formatDay } from '../format';
import './billing-admin.css';

const PAGE_SIZE = 10;
const STATUS: Record<
  Payment['status'],
  { label: string; variant: 'success' | 'warning' | 'neutral' }
> = {
  succeeded: { label: 'Paid', variant: 'success' },
  partially_refunded: { label: 'Partly refunded', variant: 'warning' },
  refunded: { label: 'Refunded', variant: 'neutral' },
};

/** Admin › Payments: every payment with its status, totals per currency, refunds through the provider. */
export function PaymentsAdminPanel() {
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...routeQuery(adminBillingRoutes.payments, { query: { page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const refund = useRouteMutation(adminBillingRoutes.refund, {
    invalidates: [adminBillingRoutes.payments, adminBillingRoutes.memberships],
    onSuccess: () => toast({ title: 'Payment refunded successfully', variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Error', description: errorMessage(error), variant: 'danger' }),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <Card className="billing-admin">
      <CardHeader
        title="Payments"
        description="Memberships and premium listings paid, newest first."
      />
      <CardBody>
        {list.isPending ? <Skeleton height="6rem" /> : null}
        {list.isError ? <Alert variant="danger">{errorMessage(list.error)}</Alert> : null}
        {list.data ? (
          <dl className="billing-totals" aria-label="Totals">
            <div>
              <dt>Payments</dt>
              <dd>{list.data.total}</dd>
            </div>
            {list.data.totals.map((t) => (
              <div key={t.currency}>
                <dt>
                  Net {t.currency.toUpperCase()} (gross {formatMoney(t.grossCents, t.currency)},
                  refunded {formatMoney(t.refundedCents, t.currency)})
                </dt>
                <dd>{formatMoney(t.netCents, t.currency)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {list.data?.items.length === 0 ? <p>No payments yet.</p> : null}
        {list.data && list.data.items.length > 0 ? (
          <div className="billing-table__wrap">
            <table className="billing-table">
              <caption className="visually-hidden">Payments</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Payer</th>
                  <th scope="col">For</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDay(p.createdAt)}</td>
                    <th scope="row">{p.email ?? p.userId}</th>
                    <td>{p.description}</td>
                    <td>{formatMoney(p.amountCents, p.currency)}</td>
                    <td>
                      <Badge variant={STATUS[p.status].variant}>{STATUS[p.status].label}</Badge>
                    </td>
                    <td className="billing-table__actions">
                      {p.status !== 'refunded' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={refund.isPending && refund.variables?.params.id === p.id}
                          onClick={() => {
                            const amount = formatMoney(p.amountCents - p.refundedCents, p.currency);
                            if (window.confirm(`Refund ${amount} to ${p.email ?? 'the payer'}?`))
                              refund.mutate({ params: { id: p.id } });
                          }}
                        >
                          Refund
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {pages > 1 ? (
          <div className="cluster">
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
