import type { PayoutInstruction, PayoutMethod, PayoutResult } from './payout-method.port.js';

/**
 * The manual method: the payout is recorded as processed into the month's bank-transfer
 * export, which finance downloads and uploads to the bank.
 */
export class BankExportPayoutMethod implements PayoutMethod {
  readonly name = 'bank_export' as const;

  async pay(instruction: PayoutInstruction): Promise<PayoutResult> {
    return {
      method: 'bank_export',
      status: 'processed',
      reference: `bank-export:${instruction.month}`,
    };
  }
}
