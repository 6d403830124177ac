import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { billingRoutes, CARD_INVALID_MESSAGE, formatMoney } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { apiCall } from '../../../lib/apiCall';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  LockIcon,
  PageSpinner,
  StatusCard,
  useToast,
} from '../../../ui';
import { useCheckoutSession } from '../hooks/useCheckoutSession';
import './billing.css';

const cardSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/, CARD_INVALID_MESSAGE),
});

/**
 * The sandbox provider's checkout page (the embedded mode's stand-in for Stripe Checkout):
 * the amount, a card field taking Stripe's test numbers, Pay and Decline. The answer goes
 * to the server, which delivers it to its webhook as a signed Stripe-format event.
 */
export function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const session = useCheckoutSession(sessionId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSchemaForm(cardSchema, { cardNumber: '' });
  const result = `/payment-success?session_id=${encodeURIComponent(sessionId)}`;

  const answer = async (outcome: 'pay' | 'decline', cardNumber?: string) => {
    await apiCall(billingRoutes.sandboxOutcome, {
      params: { sessionId },
      body: { outcome, cardNumber },
    });
    navigate(result, { replace: true });
  };

  if (session.isPending) return <PageSpinner />;
  if (session.isError)
    return <StatusCard title="Payment Processing Error">{errorMessage(session.error)}</StatusCard>;
  const data = session.data;
  if (data.status !== 'open')
    return (
      <StatusCard
        title="This checkout is closed"
        actions={<Button onClick={() => navigate(result)}>See the result</Button>}
      >
        This payment is already {data.status}.
      </StatusCard>
    );

  return (
    <Card className="sandbox-checkout">
      <CardHeader
        title="Checkout"
        level={1}
        description={
          <>
            <Badge variant="primary">Sandbox</Badge> No real card is charged: this is the local test
            checkout.
          </>
        }
      />
      <CardBody>
        <dl className="sandbox-checkout__summary">
          <dt>Paying for</dt>
          <dd>{data.description}</dd>
          <dt>Amount</dt>
          <dd className="sandbox-checkout__amount">
            {formatMoney(data.amountCents, data.currency)}
          </dd>
        </dl>
        <Form
          form={form}
          aria-label="Card details"
          onSubmit={(values) => answer('pay', values.cardNumber)}
          failure={(error) => ({
            title: 'Payment Processing Error',
            description: errorMessage(error),
          })}
        >
          <FormField
            name="cardNumber"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            hint="Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 pays now, but a membership's renewal is declined."
            required
          />
          <div className="sandbox-checkout__actions">
            <Button
              type="submit"
              size="lg"
              icon={<LockIcon />}
              loading={form.formState.isSubmitting}
            >
              Pay {formatMoney(data.amountCents, data.currency)}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="lg"
              disabled={form.formState.isSubmitting}
              onClick={() =>
                answer('decline').catch((error) =>
                  toast({
                    title: 'Payment Processing Error',
                    description: errorMessage(error),
                    variant: 'danger',
                  }),
                )
              }
            >
              Decline
            </Button>
          </div>
        </Form>
        <Alert variant="info">
          Your membership or listing is confirmed the moment the payment goes through.
        </Alert>
      </CardBody>
    </Card>
  );
}
