import type { DealerProfile } from '@market/contracts';
import { Card, CardBody, CardHeader } from '../../../ui';

export function DealerAbout({ dealer }: { dealer: DealerProfile }) {
  return (
    <Card as="section" aria-labelledby="about-title">
      <CardHeader title={`About ${dealer.businessName}`} titleId="about-title" />
      <CardBody>
        {dealer.description ? (
          <p className="dealer-about__text">{dealer.description}</p>
        ) : (
          <p className="text-muted">This dealer has not written an introduction yet.</p>
        )}
      </CardBody>
    </Card>
  );
}
