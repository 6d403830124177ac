import type { ListingCard } from '@market/contracts';
import { Badge, ButtonLink } from '../../../ui';
import {
  formatLocation,
  formatMileage,
  formatPrice,
  VehicleImage,
  vehiclePath,
} from '../../listings';
import { cardSrcSet, slideDescription } from '../../search';

/** A featured vehicle: photo, 'Featured' and 'Premium Listing', title, price, mileage, location and View Details. */
export function FeaturedVehicleSlide({ listing, eager }: { listing: ListingCard; eager: boolean }) {
  const place = formatLocation(listing);
  return (
    <>
      <div className="hero-slide__media">
        <VehicleImage
          src={listing.primaryImageUrl}
          srcSet={cardSrcSet(listing.primaryImageUrl)}
          sizes="(min-width: 900px) 560px, 100vw"
          width={640}
          height={400}
          alt={listing.title}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      </div>
      <div className="hero-slide__text">
        {/* SPEC §9: a featured slide carries both badges. */}
        <div className="hero-slide__badges">
          <Badge variant="warning">Featured</Badge>
          <Badge variant="primary">Premium Listing</Badge>
        </div>
        <h2 className="hero-slide__title">{listing.title}</h2>
        <p className="hero-slide__price">{formatPrice(listing.price)}</p>
        <ul className="inline-list hero-slide__facts">
          <li>{formatMileage(listing.mileage)}</li>
          {place ? <li>{place}</li> : null}
        </ul>
        <p className="hero-slide__desc">{slideDescription(listing.description)}</p>
        <ButtonLink to={vehiclePath(listing)} size="lg" className="hero-slide__cta">
          View Details
        </ButtonLink>
      </div>
    </>
  );
}
