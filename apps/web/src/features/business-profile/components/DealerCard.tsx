import { Link } from 'react-router-dom';
import type { DealerCard as DealerCardData } from '@market/contracts';
import { Badge, MapPinIcon, PhoneIcon, Skeleton, StockIcon } from '../../../ui';
import { telHref } from '../../listings';
import { cityState, DEALERSHIP_TYPE_LABELS, vehicleCountText } from '../format';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';

/** One dealer of the directory; the name's link covers the card, the phone link sits above it. */
export function DealerCard({ dealer }: { dealer: DealerCardData }) {
  const titleId = `dealer-${dealer.id}`;
  const place = cityState(dealer.businessCity, dealer.businessState);
  const tel = telHref(dealer.businessPhone);
  return (
    <article className="dealer-card" aria-labelledby={titleId}>
      <div className="dealer-card__top">
        <EntityAvatar name={dealer.businessName} imageUrl={dealer.logoUrl} />
        <div className="dealer-card__heading">
          <h2 className="dealer-card__name" id={titleId}>
            <Link to={`/dealers/${dealer.id}`} className="dealer-card__link">
              {dealer.businessName}
            </Link>
          </h2>
          {dealer.dealershipType ? (
            <Badge variant="primary">{DEALERSHIP_TYPE_LABELS[dealer.dealershipType]}</Badge>
          ) : null}
        </div>
      </div>
      <RatingStars rating={dealer.averageRating} count={dealer.reviewCount} />
      <ul className="dealer-card__facts">
        <li>
          <MapPinIcon />
          {place ?? 'Location not listed'}
        </li>
        <li>
          <StockIcon />
          {vehicleCountText(dealer.totalListings)}
        </li>
        {dealer.businessPhone ? (
          <li>
            <PhoneIcon aria-hidden="true" />
            {tel ? (
              <a href={tel} className="dealer-card__phone">
                {dealer.businessPhone}
              </a>
            ) : (
              dealer.businessPhone
            )}
          </li>
        ) : null}
      </ul>
      <p className="dealer-card__more" aria-hidden="true">
        View dealer profile →
      </p>
    </article>
  );
}

export function DealerCardSkeleton() {
  return (
    <div className="dealer-card dealer-card--skeleton" aria-hidden="true">
      <div className="dealer-card__top">
        <Skeleton width={64} height={64} radius="var(--radius-md)" />
        <div className="dealer-card__heading">
          <Skeleton width="70%" height="1.2rem" />
          <Skeleton width="40%" height="1rem" />
        </div>
      </div>
      <Skeleton width="50%" height="1rem" />
      <Skeleton width="80%" height="0.9rem" />
      <Skeleton width="60%" height="0.9rem" />
    </div>
  );
}
