import { useState } from 'react';
import type { DealerProfile } from '@market/contracts';
import { BackLink } from '../../../ui';
import { DealerAbout } from './DealerAbout';
import { DealerContactDetails } from './DealerContactDetails';
import { DealerHero } from './DealerHero';
import { DealerReviews } from './DealerReviews';
import { InventoryOverview } from './InventoryOverview';
import { QuickFacts } from './QuickFacts';
import './dealers.css';
import './dealer-profile.css';
import { SendMessageDialog } from './MessageDialogs';

/** /dealers/:id: who the dealer is, what they have in stock, what buyers say, how to reach them. */
export function DealerProfileView({ dealer }: { dealer: DealerProfile }) {
  const [messaging, setMessaging] = useState(false);
  const inventoryPath = `/listings?dealer_id=${dealer.id}`;

  return (
    <div className="dealer-profile">
      <BackLink to="/dealers">All Dealers</BackLink>
      <DealerHero
        dealer={dealer}
        inventoryPath={inventoryPath}
        onMessage={() => setMessaging(true)}
      />
      <div className="dealer-profile__layout">
        <div className="dealer-profile__main">
          <DealerAbout dealer={dealer} />
          <InventoryOverview inventory={dealer.inventory} inventoryPath={inventoryPath} />
          <DealerReviews dealerId={dealer.id} businessName={dealer.businessName} />
        </div>
        <aside className="dealer-profile__aside" aria-label="Contact and facts">
          <DealerContactDetails dealer={dealer} />
          <QuickFacts dealer={dealer} />
        </aside>
      </div>
      {messaging ? (
        <SendMessageDialog
          kind="dealer"
          to={{ id: dealer.id, name: dealer.businessName }}
          onClose={() => setMessaging(false)}
        />
      ) : null}
    </div>
  );
}
