import { useId } from 'react';
import { cx } from '../../../ui';
import { formatRating, reviewCountText, starFills } from '../format';
import './dealers.css';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.1l-5.9 3.2 1.3-6.5L2.5 9.3l6.6-.8z';

interface RatingStarsProps {
  rating: number | null;
  count?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Five stars filled to the rating, the rating to one decimal and the review count (SPEC §9). */
export function RatingStars({ rating, count, size = 'sm', className }: RatingStarsProps) {
  const gradient = useId();
  const text = formatRating(rating);
  const label = text ? `Rated ${text} out of 5` : 'Not rated yet';
  return (
    <span className={cx('rating', `rating--${size}`, className)}>
      <span className="rating__stars" role="img" aria-label={label}>
        {starFills(rating).map((fill, i) => (
          <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={`${gradient}-${i}`}>
                <stop offset={fill} stopColor="var(--color-accent)" />
                <stop offset={fill} stopColor="var(--color-border)" />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${gradient}-${i})`} />
          </svg>
        ))}
      </span>
      {text ? (
        <span className="rating__value" aria-hidden="true">
          {text}
        </span>
      ) : null}
      {count !== undefined ? (
        <span className="rating__count">
          {count > 0 ? `(${reviewCountText(count)})` : 'No reviews yet'}
        </span>
      ) : null}
    </span>
  );
}
