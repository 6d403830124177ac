import type { DealerProfile } from '@market/contracts';
import { AboutText, ProfileCard } from './ProfileParts';

export function DealerAbout({ dealer }: { dealer: DealerProfile }) {
  return (
    <ProfileCard id="about-title" title={`About ${dealer.businessName}`}>
      <AboutText
        text={dealer.description}
        none="This dealer has not written an introduction yet."
      />
    </ProfileCard>
  );
}
