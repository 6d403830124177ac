import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  type CheckoutOrder,
  type PaymentProvider,
  WebhookSignatureError,
} from './payment-provider.port.js';

/** A provider to test and the signing secret its webhooks are verified with. */
export interface ProviderUnderTest {
  provider: PaymentProvider;
  webhookSecret: string;
}

const webhooks = new Stripe('sk_test_contract').webhooks;

export function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    userId: randomUUID(),
    email: 'payer@example.com',
    description: 'Sales Rep Pro membership (30 days)',
    amountCents: 5999,
    currency: 'usd',
    metadata: { kind: 'membership', plan_id: randomUUID() },
    successUrl: 'http://market.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://market.test/auth',
    idempotencyKey: `checkout:${randomUUID()}`,
    ...overrides,
  };
}

/**
 * What every payment provider adapter promises (the sandbox and Stripe pass the same
 * suite): checkout sessions with a page to open, webhooks accepted only with a valid,
 * fresh signature over the exact body (signed as Stripe signs them), refunds.
 */
export function describePaymentProviderContract(
  name: string,
  setup: () => Promise<ProviderUnderTest>,
): void {
  describe(`payment provider contract: ${name}`, () => {
    let subject: ProviderUnderTest;
    beforeAll(async () => {
      subject = await setup();
    });

    const event = () =>
      JSON.stringify(
        {
          id: `evt_${randomUUID()}`,
          object: 'event',
          type: 'checkout.session.completed',
          created: Math.floor(Date.now() / 1000),
          data: { object: { id: 'cs_1', payment_status: 'paid' } },
        },
        null,
        2,
      );

    it('opens a checkout session with a page to send the payer to', async () => {
      const created = await subject.provider.createCheckout(order());
      expect(created.sessionId).toMatch(/^cs_/);
      expect(created.url.length).toBeGreaterThan(5);
      const other = await subject.provider.createCheckout(order());
      expect(other.sessionId).not.toBe(created.sessionId);
    });

    it('accepts a webhook signed with the secret, over the exact body', () => {
      const payload = event();
      const header = webhooks.generateTestHeaderString({ payload, secret: subject.webhookSecret });
      const parsed = subject.provider.verifyWebhook(Buffer.from(payload), header);
      expect(parsed).toMatchObject({
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_1' } },
      });
    });

    it('refuses a forged, stale, missing or re-serialised signature', () => {
      const payload = event();
      const forged = webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_someone_else_entirely',
      });
      expect(() => subject.provider.verifyWebhook(payload, forged)).toThrow(WebhookSignatureError);
      const stale = webhooks.generateTestHeaderString({
        payload,
        secret: subject.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 600,
      });
      expect(() => subject.provider.verifyWebhook(payload, stale)).toThrow(WebhookSignatureError);
      expect(() => subject.provider.verifyWebhook(payload, undefined)).toThrow(
        WebhookSignatureError,
      );
      const good = webhooks.generateTestHeaderString({ payload, secret: subject.webhookSecret });
      expect(() =>
        subject.provider.verifyWebhook(JSON.stringify(JSON.parse(payload)), good),
      ).toThrow(WebhookSignatureError);
    });

    it('refunds a payment', async () => {
      const refund = await subject.provider.refund('pi_123', 5999, `refund:${randomUUID()}`);
      expect(refund.refundId).toMatch(/^re_/);
    });
  });
}
