import type { DealerProfile } from '@market/contracts';
import { Badge } from '../../../ui';
import { FactsList, ProfileCard } from './ProfileParts';

/** SPEC §2 Quick Facts: member since (year), license number, status. */
export function QuickFacts({ dealer }: { dealer: DealerProfile }) {
  // The public profile exists only for approved, active dealers; anything else is a 404.
  const active = dealer.status === 'approved' && dealer.isActive;
  return (
    <ProfileCard id="quick-facts-title" title="Quick Facts">
      <FactsList
        facts={[
          ['Member since', dealer.memberSince],
          ['License number', dealer.licenseNumber ?? 'Not provided'],
          [
            'Status',
            <Badge variant={active ? 'success' : 'warning'}>{active ? 'Active' : 'Pending'}</Badge>,
          ],
        ]}
      />
    </ProfileCard>
  );
}
