import { randomBytes, randomUUID } from 'node:crypto';
import { CARD_DECLINED_MESSAGE, SANDBOX_RENEWAL_DECLINED_CARD } from '@market/contracts';
import { createHash } from 'node:crypto';
import type {
  CheckoutOrder,
  CreatedCheckout,
  PaymentProvider,
  ProviderEvent,
  RenewalCharge,
  RenewalResult,
} from './payment-provider.port.js';
import { signStripePayload, verifyStripeSignature } from './stripe-signature.js';

/**
 * The embedded default: checkout happens on the app's own page (/sandbox-checkout/:id), and
 * its outcome comes back as a Stripe-format event signed like Stripe signs them, through the
 * same webhook handling as Stripe's, so the whole path runs without the internet.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly mode = 'sandbox' as const;
  constructor(private readonly webhookSecret: string) {}

  /** Each call opens a new session; the checkout service reuses a still open one for the same order. */
  async createCheckout(_order: CheckoutOrder): Promise<CreatedCheckout> {
    const sessionId = `cs_sandbox_${randomBytes(18).toString('base64url')}`;
    // Relative: the SPA opens it on whatever origin it is served from.
    return { sessionId, url: `/sandbox-checkout/${encodeURIComponent(sessionId)}` };
  }

  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }

  async refund(
    _providerPaymentId: string,
    _amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }> {
    return { refundId: `re_sandbox_${idempotencyKey.slice(0, 40)}` };
  }

  /**
   * Charges the saved test card: Stripe's 4000 0000 0000 0341 (saved fine, declined on every
   * later charge) is declined, any other saved card pays. The same key gives the same ids.
   */
  async chargeRenewal(charge: RenewalCharge): Promise<RenewalResult> {
    if (!charge.cardLast4 || charge.cardLast4 === SANDBOX_RENEWAL_DECLINED_CARD.slice(-4))
      return { paid: false, message: CARD_DECLINED_MESSAGE };
    const key = createHash('sha256').update(charge.idempotencyKey).digest('base64url').slice(0, 24);
    return { paid: true, invoiceId: `in_sandbox_${key}`, providerPaymentId: `pi_sandbox_${key}` };
  }

  /** The event Stripe would send for the payer's answer on the checkout page, with its signature. */
  outcomeEvent(
    session: {
      id: string;
      userId: string;
      amountCents: number;
      currency: string;
      metadata: Record<string, string>;
    },
    outcome: 'paid' | 'declined',
  ): { payload: string; signature: string } {
    const created = Math.floor(Date.now() / 1000);
    const paymentIntent = `pi_sandbox_${randomBytes(12).toString('base64url')}`;
    const event: ProviderEvent =
      outcome === 'paid'
        ? {
            id: `evt_sandbox_${randomUUID()}`,
            type: 'checkout.session.completed',
            created,
            data: {
              object: {
                id: session.id,
                object: 'checkout.session',
                client_reference_id: session.userId,
                payment_status: 'paid',
                status: 'complete',
                amount_total: session.amountCents,
                currency: session.currency,
                payment_intent: paymentIntent,
                metadata: session.metadata,
              },
            },
          }
        : {
            id: `evt_sandbox_${randomUUID()}`,
            type: 'payment_intent.payment_failed',
            created,
            data: {
              object: {
                id: paymentIntent,
                object: 'payment_intent',
                amount: session.amountCents,
                currency: session.currency,
                status: 'requires_payment_method',
                last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
                metadata: { ...session.metadata, checkout_session_id: session.id },
              },
            },
          };
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: signStripePayload(payload, this.webhookSecret) };
  }
}
