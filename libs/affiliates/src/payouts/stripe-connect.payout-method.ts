import { BankExportPayoutMethod } from './bank-export.payout-method.js';
import type { PayoutInstruction, PayoutMethod, PayoutResult } from './payout-method.port.js';

export interface StripeConnectOptions {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  fetch?: typeof fetch;
}

/**
 * Stripe Connect: `POST /v1/transfers` of the amount to the affiliate's connected account,
 * with the payment's id as the Idempotency-Key (a retried run never transfers twice). An
 * affiliate without a connected account is paid through the bank export instead.
 */
export class StripeConnectPayoutMethod implements PayoutMethod {
  readonly name = 'stripe_connect' as const;
  private readonly bank = new BankExportPayoutMethod();
  private readonly base: string;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: StripeConnectOptions) {
    const protocol = options.protocol ?? 'https';
    const host = options.host ?? 'api.stripe.com';
    this.base = `${protocol}://${host}${options.port ? `:${options.port}` : ''}`;
    this.fetcher = options.fetch ?? fetch;
  }

  async pay(instruction: PayoutInstruction): Promise<PayoutResult> {
    if (!instruction.stripeAccountId) return this.bank.pay(instruction);
    const body = new URLSearchParams({
      amount: String(instruction.amountCents),
      currency: instruction.currency,
      destination: instruction.stripeAccountId,
      transfer_group: `affiliate-payout-${instruction.month}`,
      description: `Affiliate commissions ${instruction.month} (${instruction.affiliateCode})`,
      'metadata[affiliate_id]': instruction.affiliateId,
      'metadata[affiliate_payment_id]': instruction.paymentId,
      'metadata[month]': instruction.month,
    });
    try {
      const response = await this.fetcher(`${this.base}/v1/transfers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `affiliate-payout-${instruction.paymentId}`,
          'stripe-version': '2025-02-24.acacia',
        },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { id?: string };
      if (!response.ok || !answer.id)
        return { method: 'stripe_connect', status: 'failed', reference: null };
      return { method: 'stripe_connect', status: 'processed', reference: answer.id };
    } catch {
      return { method: 'stripe_connect', status: 'failed', reference: null };
    }
  }
}
