import { AffiliatePaymentsAdminPanel, PaymentsAdminPanel } from '../contextPanels';

/** SPEC §2 Business › payments: the site's payments, then affiliate payments and referrals. */
export default function PaymentsTab() {
  return (
    <div className="stack stack--lg">
      <PaymentsAdminPanel />
      <AffiliatePaymentsAdminPanel />
    </div>
  );
}
