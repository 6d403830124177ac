import { Link } from 'react-router-dom';
import type { DealRating, ListingCard } from '@market/contracts';
import { Badge, ImageIcon } from '../../../ui';
import {
  ConditionBadge,
  formatLocation,
  formatMileage,
  formatPrice,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  VehicleImage,
  vehiclePath,
} from '../../listings';
import { AddToCompareButton, DealRatingBadge, formatMonthlyEstimate } from '../../market';
import { cardSrcSet, formatDistance } from '../cardFormat';
import { SaveHeartButton } from './SaveHeartButton';

interface ResultCardProps {
  listing: ListingCard;
  saved: boolean;
  saving: boolean;
  onToggleSave: (listingId: string) => void;
  /** The first cards of the grid: their photo is the page's largest paint, fetched first. */
  priority?: boolean;
  dealRating?: DealRating;
}

/** One vehicle of the grid; the whole card opens /{category}/{id}, the heart saves it. */
export function ResultCard({
  listing,
  saved,
  saving,
  onToggleSave,
  priority = false,
  dealRating,
}: ResultCardProps) {
  const estimate = formatMonthlyEstimate(listing.price);
  const titleId = `card-${listing.id}`;
  const place = formatLocation(listing);
  const distance = formatDistance(listing);
  return (
    <article className="result-card" aria-labelledby={titleId}>
      <div className="result-card__media">
        {/* The card photo variant is 640 px wide (16:10). */}
        <VehicleImage
          src={listing.primaryImageUrl}
          srcSet={cardSrcSet(listing.primaryImageUrl)}
          alt={listing.title}
          width={640}
          height={400}
          sizes="(min-width: 1240px) 380px, (min-width: 600px) 50vw, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {listing.imageCount > 0 ? (
          <span className="result-card__photos">
            <ImageIcon aria-hidden="true" />
            {listing.imageCount}
            <span className="visually-hidden">
              {listing.imageCount === 1 ? ' photo' : ' photos'}
            </span>
          </span>
        ) : null}
        {listing.isFeatured ? (
          <Badge variant="warning" className="result-card__featured">
            Featured
          </Badge>
        ) : null}
      </div>
      <div className="result-card__body">
        <h2 className="result-card__title" id={titleId}>
          <Link to={vehiclePath(listing)} className="result-card__link">
            {listing.title}
          </Link>
        </h2>
        <p className="result-card__price">{formatPrice(listing.price)}</p>
        <p className="result-card__deal">
          <DealRatingBadge rating={dealRating} />
          {estimate ? <span className="payment-estimate">{estimate}</span> : null}
        </p>
        <ul className="inline-list result-card__facts" aria-label="Key facts">
          <li>{formatMileage(listing.mileage)}</li>
          <li>{TRANSMISSION_LABELS[listing.transmission]}</li>
          <li>{FUEL_TYPE_LABELS[listing.fuelType]}</li>
        </ul>
        <div className="result-card__footer">
          <span className="result-card__place">
            {place ?? 'Location not specified'}
            {distance ? <span className="result-card__distance"> · {distance}</span> : null}
          </span>
          <ConditionBadge condition={listing.condition} />
        </div>
        <div className="result-card__compare">
          <AddToCompareButton listingId={listing.id} title={listing.title} />
        </div>
      </div>
      {/* After the title in the tab order; placed over the photo by CSS. */}
      <SaveHeartButton
        className="result-card__save"
        title={listing.title}
        saved={saved}
        busy={saving}
        onToggle={() => onToggleSave(listing.id)}
      />
    </article>
  );
}
