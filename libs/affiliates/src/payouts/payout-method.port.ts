/** One affiliate's payout of a month, as the payout method receives it. */
export interface PayoutInstruction {
  /** affiliate_payments.id: the idempotency key of the transfer. */
  paymentId: string;
  affiliateId: string;
  affiliateCode: string;
  month: string;
  amountCents: number;
  currency: string;
  /** The affiliate's Stripe Connect account, when one is on record. */
  stripeAccountId: string | null;
}

export interface PayoutResult {
  method: 'bank_export' | 'stripe_connect';
  status: 'processed' | 'pending' | 'failed';
  /** The transfer id, or the export batch (`bank-export:{month}`). */
  reference: string | null;
}

/**
 * How money reaches an affiliate. The default is a bank-transfer CSV for finance
 * (GET /api/admin/affiliate-payouts/:month/export.csv); with STRIPE_SECRET_KEY, a Stripe
 * Connect transfer to the affiliate's connected account.
 */
export interface PayoutMethod {
  readonly name: 'bank_export' | 'stripe_connect';
  pay(instruction: PayoutInstruction): Promise<PayoutResult>;
}
