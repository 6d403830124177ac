import { InquiriesAdminPanel } from '../../../contact';
import { ListingReportsAdminPanel } from '../../../listing-reports';

/** SPEC §2 Business › inquiries: contact and pre-approval inquiries, then listing reports and held listings. */
export default function InquiriesTab() {
  return (
    <div className="stack stack--lg">
      <InquiriesAdminPanel />
      <ListingReportsAdminPanel />
    </div>
  );
}
