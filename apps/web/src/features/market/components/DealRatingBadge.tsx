import { DEAL_RATING_LABELS, type DealRating } from '@market/contracts';
import { cx } from '../../../ui';
import { formatDollars } from '../paymentEstimate';
import './market.css';

/** A card's deal rating: the level, and the market figure for screen readers and on hover. */
export function DealRatingBadge({ rating }: { rating: DealRating | undefined }) {
  if (!rating?.rating || rating.marketPrice === null) return null;
  const market = `Market price ${formatDollars(rating.marketPrice)} from ${rating.comparables} comparable listings`;
  return (
    <span className={cx('deal-badge', `deal-badge--${rating.rating}`)} title={market}>
      {DEAL_RATING_LABELS[rating.rating]}
      <span className="visually-hidden">. {market}</span>
    </span>
  );
}
