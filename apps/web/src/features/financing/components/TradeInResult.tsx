import type { TradeInEstimate } from '@market/contracts';
import { Alert } from '../../../ui';
import { formatDollars } from '../vehicle';

/** The estimate, or why there is none. */
export function TradeInResult({ estimate }: { estimate: TradeInEstimate }) {
  if (estimate.status === 'not_enough_data') {
    return (
      <Alert variant="info" title="Not enough data">
        {estimate.message} We found {estimate.comparables} from {estimate.yearFrom}–
        {estimate.yearTo}.
      </Alert>
    );
  }
  return (
    <div className="trade-in__result">
      <p className="calculator__label">Estimated trade-in value</p>
      <p className="calculator__payment" data-testid="trade-in-value">
        {formatDollars(estimate.value)}
      </p>
      <p className="text-sm">
        Likely offers: {formatDollars(estimate.low)} – {formatDollars(estimate.high)}
      </p>
      <p className="text-sm text-muted">
        Based on {estimate.comparables} comparable listings from {estimate.yearFrom}–
        {estimate.yearTo}, adjusted to your mileage and year (market value{' '}
        {formatDollars(estimate.marketValue)}). Dealers typically offer about 80% of the market
        value; the final offer depends on the vehicle’s condition.
      </p>
    </div>
  );
}
