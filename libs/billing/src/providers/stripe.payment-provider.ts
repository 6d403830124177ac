import Stripe from 'stripe';
import type {
  CheckoutOrder,
  CreatedCheckout,
  PaymentProvider,
  ProviderEvent,
} from './payment-provider.port.js';
import { verifyStripeSignature } from './stripe-signature.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** A Stripe-compatible server instead of api.stripe.com (tests). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Stripe Checkout with idempotency keys: subscriptions for memberships (Stripe renews them and
 * reports each invoice), one-off payments for premium listings; webhooks verified with the
 * signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly mode: 'test' | 'live';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.mode = /_live_/.test(options.secretKey) ? 'live' : 'test';
    this.stripe = new Stripe(options.secretKey, {
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async createCheckout(order: CheckoutOrder): Promise<CreatedCheckout> {
    const subscription = order.renewEveryDays !== undefined;
    const session = await this.stripe.checkout.sessions.create(
      {
        // A membership is a subscription renewed every 30 days (its invoices come as
        // invoice.paid / invoice.payment_failed); a premium listing is paid once.
        mode: subscription ? 'subscription' : 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency,
              unit_amount: order.amountCents,
              product_data: { name: order.description },
              ...(subscription
                ? { recurring: { interval: 'day' as const, interval_count: order.renewEveryDays } }
                : {}),
            },
          },
        ],
        client_reference_id: order.userId,
        ...(order.email ? { customer_email: order.email } : {}),
        metadata: order.metadata,
        ...(subscription
          ? { subscription_data: { metadata: order.metadata } }
          : { payment_intent_data: { metadata: order.metadata } }),
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      },
      { idempotencyKey: order.idempotencyKey },
    );
    if (!session.url)
      throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already canceled at Stripe (its own end, or an earlier try): nothing left to stop.
      if ((error as { code?: string }).code === 'resource_missing') return;
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): ProviderEvent {
    return verifyStripeSignature(rawBody, signature, this.options.webhookSecret);
  }

  async refund(
    providerPaymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: providerPaymentId, amount: amountCents },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  }
}
