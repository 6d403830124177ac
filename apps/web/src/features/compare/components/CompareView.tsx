import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DEAL_RATING_LABELS,
  listingRoutes,
  type DealRating,
  type Listing,
} from '@market/contracts';
import { routeQuery } from '../../../lib/query';
import { Button, ButtonLink, CloseIcon, PageHeader, Skeleton, StatusCard } from '../../../ui';
import {
  CONDITION_LABELS,
  formatLocation,
  formatMileage,
  formatPrice,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  VehicleImage,
  vehiclePath,
} from '../../listings';
import {
  formatMonthlyEstimate,
  MAX_COMPARE,
  parseCompareIds,
  useCompareList,
  useDealRatings,
} from '../../market';
import './compare.css';

const SELLER_KINDS = {
  dealer: 'Dealer',
  sales_rep: 'Sales rep',
  private: 'Private seller',
} as const;

function dealText(rating: DealRating | undefined): string {
  if (!rating) return '—';
  if (!rating.rating || rating.marketPrice === null) return 'Not enough data';
  return `${DEAL_RATING_LABELS[rating.rating]} (market ${formatPrice(rating.marketPrice)})`;
}

const ROWS: [string, (listing: Listing, rating: DealRating | undefined) => string][] = [
  ['Price', (l) => formatPrice(l.price)],
  ['Est. payment', (l) => formatMonthlyEstimate(l.price) ?? '—'],
  ['Deal rating', (_, r) => dealText(r)],
  ['Year', (l) => String(l.year)],
  ['Mileage', (l) => formatMileage(l.mileage)],
  ['Condition', (l) => CONDITION_LABELS[l.condition]],
  ['Transmission', (l) => TRANSMISSION_LABELS[l.transmission]],
  ['Fuel type', (l) => FUEL_TYPE_LABELS[l.fuelType]],
  ['Engine', (l) => l.engine ?? '—'],
  ['Exterior', (l) => l.exteriorColor ?? '—'],
  ['Interior', (l) => l.interiorColor ?? '—'],
  ['Location', (l) => formatLocation(l) ?? '—'],
  ['Seller', (l) => [SELLER_KINDS[l.contact.kind], l.contact.name].filter(Boolean).join(': ')],
  ['Features', (l) => (l.features.length ? l.features.join(', ') : '—')],
];

/** /compare?ids=a,b,c: up to four vehicles side by side; the URL is the comparison. */
export function CompareView() {
  const [params, setParams] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  const compare = useCompareList();
  const listings = useQueries({
    queries: ids.map((id) => ({ ...routeQuery(listingRoutes.get, { params: { id } }) })),
  });
  const ratings = useDealRatings(ids);
  const key = ids.join(',');

  // The picked list follows the comparison opened (a shared link included).
  const { set } = compare;
  useEffect(() => {
    if (key) set(key.split(','));
  }, [key, set]);

  const remove = (id: string) => {
    const next = ids.filter((x) => x !== id);
    compare.set(next);
    setParams(next.length ? { ids: next.join(',') } : {}, { replace: true });
  };

  if (ids.length === 0)
    return (
      <>
        <PageHeader title="Compare Vehicles" className="page-header--spaced" />
        <StatusCard
          title="No vehicles to compare yet"
          level={2}
          actions={<ButtonLink to="/listings">Browse Vehicles</ButtonLink>}
        >
          Choose &quot;Add to compare&quot; on up to {MAX_COMPARE} vehicles, then open the
          comparison.
        </StatusCard>
      </>
    );

  return (
    <>
      <PageHeader
        title="Compare Vehicles"
        lead={`${ids.length} of up to ${MAX_COMPARE} vehicles side by side. Share this page's address to share the comparison.`}
        className="page-header--spaced"
      />
      <div className="compare__wrap">
        <table className="compare">
          <caption className="visually-hidden">Vehicles compared</caption>
          <thead>
            <tr>
              <td />
              {ids.map((id, i) => {
                const query = listings[i];
                const listing = query?.data;
                return (
                  <th key={id} scope="col" className="compare__head">
                    {listing ? (
                      <>
                        <Link
                          to={vehiclePath(listing)}
                          className="compare__photo"
                          tabIndex={-1}
                          aria-hidden="true"
                        >
                          <VehicleImage
                            src={listing.images[0]?.cardUrl}
                            alt=""
                            placeholderLabel=""
                          />
                        </Link>
                        <Link to={vehiclePath(listing)} className="compare__title">
                          {listing.title}
                        </Link>
                      </>
                    ) : query?.isError ? (
                      <span className="compare__title">No longer available</span>
                    ) : (
                      <Skeleton height="6rem" radius="var(--radius-md)" />
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<CloseIcon />}
                      onClick={() => remove(id)}
                      aria-label={`Remove ${listing?.title ?? 'this vehicle'} from the comparison`}
                    >
                      Remove
                    </Button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {ids.map((id, i) => {
                  const listing = listings[i]?.data;
                  return <td key={id}>{listing ? value(listing, ratings.get(id)) : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ids.length < MAX_COMPARE ? (
        <p className="text-sm text-muted compare__more">
          <Link to="/listings">Add another vehicle</Link> from the listings (up to {MAX_COMPARE}).
        </p>
      ) : null}
    </>
  );
}
