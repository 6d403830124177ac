import type { Listing } from '@market/contracts';
import { Card, CardBody, CardHeader } from '../../../ui';
import { PricingTools } from '../../financing';
import { formatPrice } from '../format';

/** Pricing Tools: pre-approval for this vehicle, the payment calculator at its price, and Trade-In Value. */
export function PricingToolsCard({ listing }: { listing: Listing }) {
  return (
    <Card as="section" aria-labelledby="pricing-title">
      <CardHeader
        title="Pricing Tools"
        titleId="pricing-title"
        level={2}
        description={`Finance ${formatPrice(listing.price)} or value your trade-in.`}
      />
      <CardBody>
        <PricingTools listing={listing} />
      </CardBody>
    </Card>
  );
}
