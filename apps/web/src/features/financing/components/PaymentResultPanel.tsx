import type { PaymentBreakdown } from '@market/contracts';
import { Button } from '../../../ui';
import { formatCents } from '../vehicle';

/** The calculator's answer: the monthly payment (2 decimals, SPEC §9) and what it adds up to. */
export function PaymentResultPanel({
  breakdown,
  onApply,
}: {
  breakdown: PaymentBreakdown;
  onApply: () => void;
}) {
  return (
    <div className="calculator__result">
      <p className="calculator__label">Estimated monthly payment</p>
      <p className="calculator__payment" data-testid="monthly-payment">
        {formatCents(breakdown.monthlyPayment)}
      </p>
      <p className="text-sm text-muted">
        {breakdown.termMonths} months at {breakdown.ratePercent}% APR
      </p>
      <dl className="detail-list calculator__figures">
        <div className="detail-list__item">
          <dt>Amount financed</dt>
          <dd>{formatCents(breakdown.financedAmount)}</dd>
        </div>
        <div className="detail-list__item">
          <dt>Total interest</dt>
          <dd>{formatCents(breakdown.totalInterest)}</dd>
        </div>
        <div className="detail-list__item">
          <dt>Total of payments</dt>
          <dd>{formatCents(breakdown.totalPaid)}</dd>
        </div>
        <div className="detail-list__item">
          <dt>Down payment</dt>
          <dd>{formatCents(breakdown.downPayment)}</dd>
        </div>
      </dl>
      <Button block onClick={onApply}>
        Apply for This Amount
      </Button>
    </div>
  );
}
