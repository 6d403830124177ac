import type { DealerCard as DealerCardData } from '@market/contracts';
import { Badge, MapPinIcon, PhoneIcon, StockIcon } from '../../../ui';
import { telHref } from '../../listings';
import { cityState, DEALERSHIP_TYPE_LABELS, vehicleCountText } from '../format';
import { BusinessCard, businessCardStyles as styles } from './BusinessCard';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';

/** One dealer of the directory: place, stock and a phone link above the card's profile link. */
export function DealerCard({ dealer }: { dealer: DealerCardData }) {
  const tel = telHref(dealer.businessPhone);
  return (
    <BusinessCard
      id={dealer.id}
      name={dealer.businessName}
      href={`/dealers/${dealer.id}`}
      avatar={<EntityAvatar name={dealer.businessName} imageUrl={dealer.logoUrl} />}
      tagline={
        dealer.dealershipType ? (
          <Badge variant="primary">{DEALERSHIP_TYPE_LABELS[dealer.dealershipType]}</Badge>
        ) : null
      }
      rating={<RatingStars rating={dealer.averageRating} count={dealer.reviewCount} />}
    >
      <ul className={styles.facts}>
        <li>
          <MapPinIcon />
          {cityState(dealer.businessCity, dealer.businessState) ?? 'Location not listed'}
        </li>
        <li>
          <StockIcon />
          {vehicleCountText(dealer.totalListings)}
        </li>
        {dealer.businessPhone ? (
          <li>
            <PhoneIcon aria-hidden="true" />
            {tel ? (
              <a href={tel} className={styles.phone}>
                {dealer.businessPhone}
              </a>
            ) : (
              dealer.businessPhone
            )}
          </li>
        ) : null}
      </ul>
      <p className={styles.more} aria-hidden="true">
        View dealer profile →
      </p>
    </BusinessCard>
  );
}
