import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeQuery } from '../../../lib/query';
import { Alert, Badge, Card, CardBody, CardHeader, Skeleton } from '../../../ui';
import { formatDay } from '../format';
import './billing-admin.css';

/**
 * Admin › Stripe: the payment provider's real state, read from the billing service (never a
 * secret): which adapter runs, whether the keys are set, the webhook address to give Stripe,
 * and the last event received. Keys are set in the deployment (docs/billing.md), not here.
 */
export function StripeAdminPanel() {
  const status = useQuery({ ...routeQuery(adminBillingRoutes.provider), refetchInterval: 30_000 });
  const data = status.data;
  return (
    <Card className="billing-admin">
      <CardHeader
        title="Stripe"
        description="Card payments for memberships and premium listings."
      />
      <CardBody>
        {status.isPending ? <Skeleton height="6rem" /> : null}
        {status.isError ? <Alert variant="danger">{errorMessage(status.error)}</Alert> : null}
        {data ? (
          <>
            <p>
              {data.provider === 'stripe' ? (
                <Badge variant="success">
                  Connected ({data.mode === 'live' ? 'live mode' : 'test mode'})
                </Badge>
              ) : (
                <Badge variant="warning">Sandbox: Stripe is not configured</Badge>
              )}
            </p>
            <dl className="billing-status">
              <dt>Secret key</dt>
              <dd>{data.secretKeyConfigured ? 'Set' : 'Not set (STRIPE_SECRET_KEY)'}</dd>
              <dt>Webhook signing secret</dt>
              <dd>{data.webhookSecretConfigured ? 'Set' : 'Not set (STRIPE_WEBHOOK_SECRET)'}</dd>
              <dt>Webhook endpoint</dt>
              <dd>
                <code>{data.webhookUrl}</code>
              </dd>
              <dt>Default currency</dt>
              <dd>
                {data.defaultCurrency.toUpperCase()} (plans may use{' '}
                {data.currencies.map((c) => c.toUpperCase()).join(', ')})
              </dd>
              <dt>Events received</dt>
              <dd>{data.eventsReceived}</dd>
              <dt>Last event</dt>
              <dd>
                {data.lastEventAt
                  ? `${data.lastEventType} on ${formatDay(data.lastEventAt)} at ${new Date(data.lastEventAt).toLocaleTimeString('en-US')}`
                  : 'None yet'}
              </dd>
            </dl>
            {data.provider === 'sandbox' ? (
              <Alert variant="info">
                Payments go through the built-in sandbox checkout. To take real card payments, set
                STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for the billing service and point a
                Stripe webhook at the endpoint above.
              </Alert>
            ) : null}
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}
