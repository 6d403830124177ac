import { useState } from 'react';
import type { DealerProfile } from '@market/contracts';
import { ArrowLeftIcon, ButtonLink } from '../../../ui';
import { DealerAbout } from './DealerAbout';
import { DealerContactDetails } from './DealerContactDetails';
import { DealerHero } from './DealerHero';
import { DealerReviews } from './DealerReviews';
import { InventoryOverview } from './InventoryOverview';
import { QuickFacts } from './QuickFacts';
import './dealers.css';
import './dealer-profile.css';
import { MessageDealerDialog } from './MessageDialogs';

/** /dealers/:id: who the dealer is, what they have in stock, what buyers say, how to reach them. */
export function DealerProfileView({ dealer }: { dealer: DealerProfile }) {
  const [messaging, setMessaging] = useState(false);
  const inventoryPath = `/listings?dealer_id=${dealer.id}`;

  return (
    <div className="dealer-profile">
      <ButtonLink
        to="/dealers"
        variant="ghost"
        size="sm"
        icon={<ArrowLeftIcon />}
        className="back-link"
      >
        All Dealers
      </ButtonLink>
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
      {messaging ? <MessageDealerDialog to={dealer} onClose={() => setMessaging(false)} /> : null}
    </div>
  );
}
