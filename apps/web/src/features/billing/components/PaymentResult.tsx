import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@market/contracts';
import { useRedirectAfter } from '../../../lib/useRedirectAfter';
import {
  AlertIcon,
  ButtonLink,
  CheckCircleIcon,
  PageSpinner,
  StatusCard,
  useToast,
} from '../../../ui';
import { useCheckoutSession } from '../hooks/useCheckoutSession';
import './billing.css';

/** SPEC §8 Payment texts. */
export const PAYMENT_TEXTS = {
  missing: 'Invalid Request: Missing payment information',
  error: 'Payment Processing Error',
  failed: 'Payment Processing Failed',
  success: 'Payment Successful!',
} as const;

/**
 * /payment-success?session_id=… (SPEC §4 Payment result): waits for the provider's
 * confirmation, then a listing payment goes to the published listing and a membership
 * payment to /profile, 3 seconds later; a failure shows 'Payment Processing Failed'.
 */
export function PaymentResult({ sessionId }: { sessionId: string | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const session = useCheckoutSession(sessionId, true);
  const data = session.data;
  const paid = data?.status === 'paid';
  const destination =
    data?.kind === 'listing' && data.listingId ? `/vehicle/${data.listingId}` : '/profile';
  useRedirectAfter(destination, paid);

  useEffect(() => {
    if (sessionId) return;
    toast({ title: PAYMENT_TEXTS.missing, variant: 'danger' });
    navigate('/', { replace: true });
  }, [sessionId, toast, navigate]);

  if (!sessionId) return null;
  if (session.isError)
    return (
      <StatusCard
        title={PAYMENT_TEXTS.error}
        tone="danger"
        icon={<AlertIcon />}
        actions={<ButtonLink to="/">Go home</ButtonLink>}
      >
        We could not read this payment. If you were charged, it will still be applied; please check
        your profile in a minute.
      </StatusCard>
    );
  if (!data || data.status === 'open')
    return (
      <div aria-live="polite">
        <PageSpinner />
        <p className="payment-result__waiting">Confirming your payment…</p>
      </div>
    );
  if (!paid)
    return (
      <StatusCard
        title={PAYMENT_TEXTS.failed}
        tone="danger"
        icon={<AlertIcon />}
        live
        actions={
          <ButtonLink to={data.kind === 'listing' ? '/profile' : '/auth'}>Try again</ButtonLink>
        }
      >
        The payment of {formatMoney(data.amountCents, data.currency)} for {data.description} did not
        go through. Nothing was charged.
      </StatusCard>
    );
  return (
    <StatusCard
      title={PAYMENT_TEXTS.success}
      tone="success"
      icon={<CheckCircleIcon />}
      live
      actions={
        <ButtonLink to={destination}>
          {data.kind === 'listing' ? 'View your listing' : 'Go to your profile'}
        </ButtonLink>
      }
    >
      {data.kind === 'listing'
        ? `Your listing is published with its premium placement. Paid ${formatMoney(data.amountCents, data.currency)}.`
        : `Your membership is active. Paid ${formatMoney(data.amountCents, data.currency)}; a receipt is on its way to your inbox.`}{' '}
      Redirecting in 3 seconds…
    </StatusCard>
  );
}
