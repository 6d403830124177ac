import type { Listing } from '@market/contracts';
import { ButtonLink, Card, CardBody, CardHeader } from '../../../ui';
import { financingPath, formatPrice } from '../format';

/** Pricing Tools: the financing page, opened with this vehicle and its price. */
export function PricingToolsCard({ listing }: { listing: Listing }) {
  return (
    <Card as="section" aria-labelledby="pricing-title">
      <CardHeader
        title="Pricing Tools"
        titleId="pricing-title"
        level={2}
        description={`Estimate monthly payments on ${formatPrice(listing.price)} and get pre-approved.`}
      />
      <CardBody>
        <ButtonLink
          to={financingPath(listing)}
          variant="secondary"
          block
          state={{ vehicleId: listing.id, vehicleTitle: listing.title, price: listing.price }}
        >
          Open Pricing Tools
        </ButtonLink>
      </CardBody>
    </Card>
  );
}
