import {
  DEAL_RATING_LABELS,
  DEAL_RATING_MIN_COMPARABLES,
  type DealRating,
} from '@market/contracts';
import { cx } from '../../../ui';
import { useDealRatings } from '../hooks/useDealRatings';
import { formatDollars, formatMonthlyEstimate } from '../paymentEstimate';
import './market.css';

function difference(rating: DealRating, price: number): string {
  if (rating.marketPrice === null) return '';
  const gap = price - rating.marketPrice;
  if (Math.abs(gap) < 1) return 'at the market price';
  return `${formatDollars(Math.abs(gap))} ${gap < 0 ? 'below' : 'above'} the market price`;
}

/** The vehicle page's deal rating and monthly estimate, under the price. */
export function DealRatingPanel({ listing }: { listing: { id: string; price: number } }) {
  const rating = useDealRatings([listing.id]).get(listing.id);
  const estimate = formatMonthlyEstimate(listing.price);
  return (
    <div className="deal-panel" aria-live="polite">
      {estimate ? (
        <p className="deal-panel__estimate">
          {estimate} <span className="text-muted">(60 months, 4.5% APR, 10% down)</span>
        </p>
      ) : null}
      {rating ? (
        rating.rating && rating.marketPrice !== null ? (
          <p className="deal-panel__rating">
            <span className={cx('deal-badge', `deal-badge--${rating.rating}`)}>
              {DEAL_RATING_LABELS[rating.rating]}
            </span>{' '}
            {difference(rating, listing.price)} of {formatDollars(rating.marketPrice)}, from{' '}
            {rating.comparables} comparable {rating.yearFrom}–{rating.yearTo} listings.
          </p>
        ) : (
          <p className="deal-panel__rating text-muted">
            Deal rating: not enough data ({rating.comparables} comparable {rating.yearFrom}–
            {rating.yearTo} {rating.comparables === 1 ? 'listing' : 'listings'}; at least{' '}
            {DEAL_RATING_MIN_COMPARABLES} are needed).
          </p>
        )
      ) : null}
    </div>
  );
}
