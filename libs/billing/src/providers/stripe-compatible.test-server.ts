import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * The part of Stripe's API the Stripe adapter calls (checkout sessions, refunds, a
 * subscription's cancel at period end), answered
 * as Stripe answers: form-encoded requests, JSON objects, a replayed Idempotency-Key gets
 * the first answer again. Every request is recorded for assertions.
 */
export class StripeCompatibleServer {
  readonly requests: RecordedStripeRequest[] = [];
  private readonly answers = new Map<string, unknown>();
  private server?: Server;

  async start(): Promise<number> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let text = '';
    for await (const chunk of request) text += chunk;
    const recorded: RecordedStripeRequest = {
      method: request.method ?? '',
      path: (request.url ?? '').split('?')[0],
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form: new URLSearchParams(text),
    };
    this.requests.push(recorded);
    if (!recorded.authorization?.startsWith('Bearer sk_test_'))
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    const key = recorded.idempotencyKey && `${recorded.path}:${recorded.idempotencyKey}`;
    if (key && this.answers.has(key)) return { status: 200, body: this.answers.get(key) };
    const body = this.answer(recorded);
    if (!body)
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${recorded.method}: ${recorded.path})`,
          },
        },
      };
    if (key) this.answers.set(key, body);
    return { status: 200, body };
  }

  private answer({ method, path, form }: RecordedStripeRequest): object | null {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      return {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        payment_status: 'unpaid',
        status: 'open',
        metadata: {},
      };
    }
    if (method === 'POST' && path === '/v1/refunds')
      return {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      };
    const subscription = /^\/v1\/subscriptions\/(sub_[\w]+)$/.exec(path);
    if (method === 'DELETE' && subscription)
      return { id: subscription[1], object: 'subscription', status: 'canceled' };
    if (method === 'POST' && subscription)
      return {
        id: subscription[1],
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
      };
    return null;
  }
}
