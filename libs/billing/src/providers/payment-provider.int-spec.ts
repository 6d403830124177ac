import { describePaymentProviderContract, order } from './payment-provider.contract.js';
import { SandboxPaymentProvider } from './sandbox.payment-provider.js';
import { StripeCompatibleServer } from './stripe-compatible.test-server.js';
import { StripePaymentProvider } from './stripe.payment-provider.js';

const SANDBOX_SECRET = 'whsec_sandbox_contract_secret_0001';
const STRIPE_SECRET = 'whsec_stripe_contract_secret_00002';

describePaymentProviderContract('sandbox', async () => ({
  provider: new SandboxPaymentProvider(SANDBOX_SECRET),
  webhookSecret: SANDBOX_SECRET,
}));

const server = new StripeCompatibleServer();
let stripe: StripePaymentProvider;
beforeAll(async () => {
  const port = await server.start();
  stripe = new StripePaymentProvider({
    secretKey: 'sk_test_contract_key',
    webhookSecret: STRIPE_SECRET,
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
});
afterAll(() => server.stop());

describePaymentProviderContract('stripe (against a Stripe-compatible server)', async () => ({
  provider: stripe,
  webhookSecret: STRIPE_SECRET,
}));

describe('the Stripe adapter on the wire', () => {
  it('creates a one-off Checkout Session for the order, in cents, with an idempotency key', async () => {
    const sent = order({
      amountCents: 1999,
      currency: 'eur',
      idempotencyKey: 'checkout:same-order',
    });
    const first = await stripe.createCheckout(sent);
    const request = server.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(request.idempotencyKey).toBe('checkout:same-order');
    expect(request.authorization).toBe('Bearer sk_test_contract_key');
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][quantity]': '1',
      client_reference_id: sent.userId,
      customer_email: 'payer@example.com',
      'metadata[kind]': 'membership',
      'payment_intent_data[metadata][kind]': 'membership',
      success_url: sent.successUrl,
    });
    expect(first.url).toBe(`https://checkout.stripe.com/c/pay/${first.sessionId}`);
    // A retried request with the same key is the same session.
    expect((await stripe.createCheckout(sent)).sessionId).toBe(first.sessionId);
  });

  it('refunds through /v1/refunds with the payment intent, the amount and an idempotency key', async () => {
    await stripe.refund('pi_abc', 2500, 'refund:p1:0');
    const request = server.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(Object.fromEntries(request.form)).toEqual({ payment_intent: 'pi_abc', amount: '2500' });
    expect(request.idempotencyKey).toBe('refund:p1:0');
  });

  it('reports test or live mode from the key', () => {
    expect(stripe.mode).toBe('test');
    expect(
      new StripePaymentProvider({ secretKey: 'sk_live_x', webhookSecret: STRIPE_SECRET }).mode,
    ).toBe('live');
  });
});
