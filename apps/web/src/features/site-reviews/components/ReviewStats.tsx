import type { SiteReviewStats } from '@market/contracts';
import { Card } from '../../../ui';
import { RatingStars } from '../../business-profile';
import { formatWholeNumber } from '../../../lib/numbers';

/** The average, the count, the share who recommend us and a bar per star count. */
export function ReviewStats({ stats }: { stats: SiteReviewStats }) {
  return (
    <Card padded className="review-stats" aria-label="Review summary">
      <div className="review-stats__average">
        <span className="review-stats__number">{stats.averageRating?.toFixed(1) ?? '–'}</span>
        <RatingStars rating={stats.averageRating} size="md" />
        <span className="text-sm text-muted">
          {stats.count === 1 ? '1 review' : `${formatWholeNumber(stats.count)} reviews`}
        </span>
        {stats.recommendPercent !== null ? (
          <span className="text-sm">{stats.recommendPercent}% would recommend us</span>
        ) : null}
      </div>
      <ul className="review-stats__bars" aria-label="Reviews by rating">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = stats.distribution[stars];
          const share = stats.count ? Math.round((count / stats.count) * 100) : 0;
          return (
            <li key={stars} className="review-stats__bar">
              <span>
                {stars} star{stars === 1 ? '' : 's'}
              </span>
              <span className="review-stats__track" aria-hidden="true">
                <span className="review-stats__fill" style={{ width: `${share}%` }} />
              </span>
              <span className="text-muted">
                {count}
                <span className="visually-hidden"> reviews ({share}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
