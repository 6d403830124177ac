import type { Listing } from '@market/contracts';
import { absoluteUrl, type PageMeta } from '../../lib/usePageMeta';
import { formatPrice } from './format';

const SCHEMA_TYPES = { cars: 'Car', motorcycles: 'Motorcycle', trucks: 'Vehicle' } as const;
const CONDITIONS = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  certified_pre_owned: 'https://schema.org/UsedCondition',
} as const;

/** The vehicle page's head: schema.org Car/Motorcycle/Vehicle with its Offer, and the primary photo as preview. */
export function vehicleMeta(listing: Listing): PageMeta {
  const path = `/${listing.category}/${listing.id}`;
  const photo = listing.images.find((image) => image.isPrimary) ?? listing.images[0];
  const place = [listing.locationCity, listing.locationState].filter(Boolean).join(', ');
  const description = `${listing.title} for ${formatPrice(listing.price)}${place ? ` in ${place}` : ''}.`;
  return {
    title: listing.title,
    description,
    keywords: [
      listing.makeLabel,
      listing.modelLabel,
      `${listing.year} ${listing.makeLabel} ${listing.modelLabel}`,
      `${listing.makeLabel} for sale`,
    ],
    canonicalPath: path,
    image: photo?.url ?? null,
    type: 'product',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': SCHEMA_TYPES[listing.category],
      name: listing.title,
      url: absoluteUrl(path),
      description: listing.description ?? description,
      image: listing.images.map((image) => absoluteUrl(image.url)),
      brand: { '@type': 'Brand', name: listing.makeLabel },
      model: listing.modelLabel,
      vehicleModelDate: String(listing.year),
      ...(listing.mileage !== null
        ? {
            mileageFromOdometer: {
              '@type': 'QuantitativeValue',
              value: listing.mileage,
              unitCode: 'SMI',
            },
          }
        : {}),
      ...(listing.vin ? { vehicleIdentificationNumber: listing.vin } : {}),
      itemCondition: CONDITIONS[listing.condition],
      fuelType: listing.fuelType,
      vehicleTransmission: listing.transmission,
      offers: {
        '@type': 'Offer',
        price: listing.price,
        priceCurrency: 'USD',
        url: absoluteUrl(path),
        availability:
          listing.isSold || listing.status === 'sold'
            ? 'https://schema.org/SoldOut'
            : 'https://schema.org/InStock',
      },
    },
  };
}
