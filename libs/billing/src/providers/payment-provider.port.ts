import type { Currency } from '@market/contracts';

/** What a checkout sells: one line, paid once. */
export interface CheckoutOrder {
  userId: string;
  email: string | null;
  description: string;
  amountCents: number;
  currency: Currency;
  /** Copied onto the provider's session and payment, so every event names what it is about. */
  metadata: Record<string, string>;
  /** Where the provider sends the payer back (with `{CHECKOUT_SESSION_ID}` filled in). */
  successUrl: string;
  cancelUrl: string;
  /** The same order started twice gives the same provider session. */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
}

/** A provider event in Stripe's format (`evt_…`, `type`, `data.object`). */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** A webhook whose signature is missing, forged, or too old: answered 400, nothing applied. */
export class WebhookSignatureError extends Error {}

/** Signatures older than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The payment provider port. Two adapters pass the same contract suite
 * (payment-provider.contract.ts): the sandbox (embedded default) and Stripe.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  readonly mode: 'sandbox' | 'test' | 'live';
  createCheckout(order: CheckoutOrder): Promise<CreatedCheckout>;
  /** Verifies the `Stripe-Signature` header against the raw body and parses the event. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent;
  /** Refunds `amountCents` of a payment; the same key never refunds twice. */
  refund(
    providerPaymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;
}
