import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myBusinessRoutes, type MyDealer } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { routeKey } from '../../../lib/query';
import { uploadFiles } from '../../../lib/upload';
import { Button, Card, CardBody, UploadIcon, useToast } from '../../../ui';
import { logoProblem } from '../applicationForm';
import { addressLines, DEALERSHIP_TYPE_LABELS, websiteLabel } from '../format';
import { DealerStatusBadges } from './DealerStatusBadges';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';

/** The dealer's card on the dashboard: logo (with upload), status, contact and rating. */
export function DealerProfileCard({ dealer }: { dealer: MyDealer }) {
  const { toast } = useToast();
  const client = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadLogo = useMutation({
    mutationFn: (file: File) => uploadFiles(myBusinessRoutes.uploadDealerLogo, [file]),
    onSuccess: (saved) => {
      client.setQueryData(routeKey(myBusinessRoutes.dealer), saved);
      toast({ title: 'Logo updated successfully', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: `Failed to upload logo: ${errorMessage(error)}`, variant: 'danger' }),
  });
  const address = addressLines({
    street: dealer.businessAddress,
    city: dealer.businessCity,
    state: dealer.businessState,
    zip: dealer.businessZip,
  });

  const upload = (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      toast({ title: `Failed to upload logo: ${problem}`, variant: 'danger' });
      return;
    }
    uploadLogo.mutate(file);
  };

  return (
    <Card as="section" aria-labelledby="dealer-card-title" className="dealer-profile-card">
      <CardBody className="stack">
        <div className="dealer-profile-card__top">
          <EntityAvatar name={dealer.businessName} imageUrl={dealer.logoUrl} size="lg" />
          <div className="stack stack--sm">
            <h2 id="dealer-card-title" className="dealer-profile-card__name">
              {dealer.businessName}
            </h2>
            <DealerStatusBadges dealer={dealer} />
          </div>
        </div>
        <div>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/svg+xml"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Logo file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload(file);
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            icon={<UploadIcon />}
            loading={uploadLogo.isPending}
            onClick={() => fileRef.current?.click()}
          >
            {dealer.logoUrl ? 'Change logo' : 'Upload logo'}
          </Button>
          <p className="field__hint">JPG, PNG, SVG or WEBP, up to 5 MB.</p>
        </div>
        <dl className="facts-list facts-list--stacked">
          {dealer.dealershipType ? (
            <div>
              <dt>Type</dt>
              <dd>{DEALERSHIP_TYPE_LABELS[dealer.dealershipType]}</dd>
            </div>
          ) : null}
          <div>
            <dt>Address</dt>
            <dd>{address ? address.join(', ') : 'Not provided'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{dealer.businessPhone ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{dealer.businessEmail ?? 'Not provided'}</dd>
          </div>
          {dealer.websiteUrl ? (
            <div>
              <dt>Website</dt>
              <dd>{websiteLabel(dealer.websiteUrl)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Rating</dt>
            <dd>
              <RatingStars rating={dealer.averageRating} count={dealer.reviewCount} />
            </dd>
          </div>
        </dl>
        {dealer.status === 'approved' && dealer.isActive ? (
          <Link to={`/dealers/${dealer.id}`} className="text-sm">
            View your public profile
          </Link>
        ) : (
          <p className="text-sm text-muted">
            Your public profile is hidden until your dealership is approved and active.
          </p>
        )}
      </CardBody>
    </Card>
  );
}
