import type { DealerProfile } from '@market/contracts';
import { Badge, Card, CardBody, CardHeader } from '../../../ui';

/** SPEC §2 Quick Facts: member since (year), license number, status. */
export function QuickFacts({ dealer }: { dealer: DealerProfile }) {
  // The public profile exists only for approved, active dealers; anything else is a 404.
  const active = dealer.status === 'approved' && dealer.isActive;
  return (
    <Card as="section" aria-labelledby="quick-facts-title">
      <CardHeader title="Quick Facts" titleId="quick-facts-title" level={2} />
      <CardBody>
        <dl className="facts-list">
          <div>
            <dt>Member since</dt>
            <dd>{dealer.memberSince}</dd>
          </div>
          <div>
            <dt>License number</dt>
            <dd>{dealer.licenseNumber ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge variant={active ? 'success' : 'warning'}>
                {active ? 'Active' : 'Pending'}
              </Badge>
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
