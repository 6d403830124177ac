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
  /**
   * A membership renews every `renewEveryDays` (Stripe: a subscription-mode Checkout whose
   * invoices renew it; the sandbox charges the saved card itself). Absent: paid once.
   */
  renewEveryDays?: number;
}

/** A renewal charge of a membership's saved card (the sandbox; Stripe renews its subscriptions itself). */
export interface RenewalCharge {
  cardLast4: string | null;
  amountCents: number;
  currency: Currency;
  /** One charge per membership, period and attempt, whatever is retried. */
  idempotencyKey: string;
}

export type RenewalResult =
  { paid: true; invoiceId: string; providerPaymentId: string } | { paid: false; message: string };

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
  /** Charges a membership's saved card at its period's end (providers that renew themselves leave it out). */
  chargeRenewal?(charge: RenewalCharge): Promise<RenewalResult>;
  /** Tells the provider's subscription to end (or no longer end) at the period's end. */
  setCancelAtPeriodEnd?(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends the provider's subscription now (the membership was replaced, removed or refunded). */
  cancelSubscription?(subscriptionId: string): Promise<void>;
}
