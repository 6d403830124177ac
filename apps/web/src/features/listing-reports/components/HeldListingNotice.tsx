import type { Listing } from '@market/contracts';
import { Alert } from '../../../ui';

/** For the seller (and admins): why the fraud pre-screen holds this listing, and what happens next. */
export function HeldListingNotice({
  moderation,
}: {
  moderation: NonNullable<Listing['moderation']>;
}) {
  return (
    <Alert variant="warning" title="This listing is waiting for review">
      <p>
        Our automatic checks found something our team will look at before the listing goes live:
      </p>
      <ul>
        {moderation.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>We review held listings within 24 hours. You can correct the listing in the meantime.</p>
    </Alert>
  );
}
