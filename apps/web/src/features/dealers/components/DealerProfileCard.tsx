import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyDealer } from '@market/contracts';
import { errorMessage } from '../../../lib/api';
import { Button, Card, CardBody, useToast } from '../../../ui';
import { UploadIcon } from '../../listings/components/listingIcons';
import { dealersApi } from '../api/dealersApi';
import { logoProblem } from '../applicationForm';
import { addressLines, DEALERSHIP_TYPE_LABELS, websiteLabel } from '../format';
import { DealerStatusBadges } from './DealerStatusBadges';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';

interface DealerProfileCardProps {
  dealer: MyDealer;
  onChange: (dealer: MyDealer) => void;
}

/** The dealer's card on the dashboard: logo (with upload), status, contact and rating. */
export function DealerProfileCard({ dealer, onChange }: DealerProfileCardProps) {
  const { toast } = useToast();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const address = addressLines({
    street: dealer.businessAddress,
    city: dealer.businessCity,
    state: dealer.businessState,
    zip: dealer.businessZip,
  });

  const upload = async (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      toast({ title: `Failed to upload logo: ${problem}`, variant: 'danger' });
      return;
    }
    setUploading(true);
    try {
      onChange(await dealersApi.uploadMyLogo(file));
      toast({ title: 'Logo updated successfully', variant: 'success' });
    } catch (error) {
      toast({ title: `Failed to upload logo: ${errorMessage(error)}`, variant: 'danger' });
    } finally {
      setUploading(false);
    }
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
              if (file) void upload(file);
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            icon={<UploadIcon />}
            loading={uploading}
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
