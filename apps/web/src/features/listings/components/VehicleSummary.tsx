import type { Listing } from '@market/contracts';
import { Badge, Button, ButtonLink, EditIcon, HeartIcon, ShareIcon } from '../../../ui';
import {
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  formatLocation,
  formatMileage,
  formatPrice,
} from '../format';
import { useSavedIds } from '../hooks/useSavedListings';
import { useShareLink } from '../hooks/useShareLink';
import { AddToCompareButton, DealRatingPanel } from '../../market';
import { ConditionBadge } from './ConditionBadge';

interface VehicleSummaryProps {
  listing: Listing;
  canManage: boolean;
}

/** Title, price, condition, key facts and the Save / Share / Edit actions. */
export function VehicleSummary({ listing, canManage }: VehicleSummaryProps) {
  const savedIds = useSavedIds();
  const saved = savedIds.isSaved(listing.id);
  const busy = savedIds.isBusy(listing.id);
  const toggle = () => savedIds.toggle(listing.id);
  const share = useShareLink();
  const facts: Array<[string, string]> = [
    ['Year', String(listing.year)],
    ['Mileage', formatMileage(listing.mileage)],
    ['Transmission', TRANSMISSION_LABELS[listing.transmission]],
    ['Fuel type', FUEL_TYPE_LABELS[listing.fuelType]],
    ['Location', formatLocation(listing) ?? 'Not specified'],
  ];

  return (
    <section className="vehicle-summary" aria-labelledby="vehicle-title">
      <div className="vehicle-summary__badges">
        <ConditionBadge condition={listing.condition} />
        {listing.isFeatured ? <Badge variant="warning">Featured</Badge> : null}
        {listing.isSold || listing.status !== 'active' ? (
          <Badge variant="danger">
            {listing.isSold ? 'Sold' : listing.status === 'pending' ? 'Pending' : 'Inactive'}
          </Badge>
        ) : null}
      </div>
      <h1 id="vehicle-title" className="vehicle-summary__title">
        {listing.title}
      </h1>
      <p className="vehicle-summary__price">{formatPrice(listing.price)}</p>
      <DealRatingPanel listing={listing} />
      <dl className="vehicle-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="vehicle-facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="vehicle-summary__actions">
        <Button
          variant={saved ? 'primary' : 'secondary'}
          icon={<HeartIcon fill={saved ? 'currentColor' : 'none'} />}
          aria-pressed={saved}
          loading={busy}
          onClick={() => void toggle()}
        >
          {saved ? 'Saved' : 'Save'}
        </Button>
        <AddToCompareButton listingId={listing.id} title={listing.title} size="md" />
        <Button
          variant="secondary"
          icon={<ShareIcon />}
          onClick={() => void share(listing.title, window.location.href)}
        >
          Share
        </Button>
        {canManage ? (
          <ButtonLink to={`/add-listing?edit=${listing.id}`} variant="ghost" icon={<EditIcon />}>
            Edit listing
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
