import Stripe from 'stripe';
import {
  type ProviderEvent,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
} from './payment-provider.port.js';

/** Stripe's webhook helpers need no key; one client serves every verification. */
const webhooks = new Stripe('sk_test_signature_only').webhooks;

/** Stripe's signature scheme (`t=…,v1=HMAC-SHA256(t.payload)`), used by both adapters. */
export function verifyStripeSignature(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    const event = webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
    ) as unknown as ProviderEvent;
    if (
      typeof event?.id !== 'string' ||
      typeof event.type !== 'string' ||
      typeof event.data?.object !== 'object'
    )
      throw new WebhookSignatureError('Not a provider event');
    return event;
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw error;
    throw new WebhookSignatureError((error as Error).message);
  }
}

/** A signed header for `payload`, as Stripe makes it (the sandbox's deliveries, and tests). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
