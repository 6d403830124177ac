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
import { FactsList } from './ProfileParts';
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
        <FactsList
          stacked
          facts={[
            dealer.dealershipType ? ['Type', DEALERSHIP_TYPE_LABELS[dealer.dealershipType]] : null,
            ['Address', address ? address.join(', ') : 'Not provided'],
            ['Phone', dealer.businessPhone ?? 'Not provided'],
            ['Email', dealer.businessEmail ?? 'Not provided'],
            dealer.websiteUrl ? ['Website', websiteLabel(dealer.websiteUrl)] : null,
            ['Rating', <RatingStars rating={dealer.averageRating} count={dealer.reviewCount} />],
          ]}
        />
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
