import { useEffect, useRef } from 'react';
import { listingRoutes, type Listing } from '@market/contracts';
import { Link } from 'react-router-dom';
import { HydrateLater } from '../../../lib/HydrateLater';
import { usePageMeta } from '../../../lib/usePageMeta';
import { ArrowLeftIcon, Card, CardBody, CardHeader } from '../../../ui';
import { apiCall } from '../../../lib/apiCall';
import { PremiumListingOffer } from '../../billing';
import { HeldListingNotice, ReportListingButton } from '../../listing-reports';
import { CATEGORY_LABELS } from '../format';
import { vehicleMeta } from '../vehicleMeta';
import { rememberViewed } from '../recentlyViewed';
import { CompareTray } from '../../market';
import { ContactCard } from './ContactCard';
import { PricingToolsCard } from './PricingToolsCard';
import { StickyContactBar } from './StickyContactBar';
import { VehicleGallery } from './VehicleGallery';
import { VehicleSummary } from './VehicleSummary';
import { VehicleTabs } from './VehicleTabs';
import './vehicle.css';

const CONTACT_ID = 'vehicle-contact';

/** The vehicle page once the listing is loaded. */
export function VehicleDetailView({ listing }: { listing: Listing }) {
  const counted = useRef<string | null>(null);
  usePageMeta(vehicleMeta(listing));

  useEffect(() => {
    // Once per opened listing (StrictMode runs effects twice in development).
    if (counted.current === listing.id) return;
    counted.current = listing.id;
    rememberViewed(listing);
    apiCall(listingRoutes.countView, { params: { id: listing.id } }).catch(() => undefined);
  }, [listing.id]);

  // The server says what this viewer may do (owner, their dealer or rep, or an admin: SPEC.md §6).
  const canManage = listing.canManage;

  return (
    <div className={canManage ? 'vehicle-page' : 'vehicle-page vehicle-page--contact-bar'}>
      <nav className="vehicle-page__crumbs" aria-label="Breadcrumb">
        <Link to={`/listings?category=${listing.category}`}>
          <ArrowLeftIcon aria-hidden="true" />
          <span>Back to {CATEGORY_LABELS[listing.category].toLowerCase()}</span>
        </Link>
      </nav>
      {listing.moderation ? <HeldListingNotice moderation={listing.moderation} /> : null}
      {/* Flat children so the grid can put contact details right after the summary on phones. */}
      <div className="vehicle-page__layout">
        {/* The first screen, adopted just after the first pass (its markup is on screen
            already); a press or key adopts it first. */}
        <HydrateLater>
          <VehicleGallery images={listing.images} title={listing.title} />
        </HydrateLater>
        <HydrateLater>
          <VehicleSummary listing={listing} canManage={canManage} />
        </HydrateLater>
        {/* Below the first screen of a phone: adopted after the gallery and summary. */}
        <HydrateLater>
          <aside
            id={CONTACT_ID}
            tabIndex={-1}
            className="vehicle-page__aside"
            aria-label="Contact and pricing"
          >
            <ContactCard listing={listing} />
            {canManage && !listing.isFeatured ? (
              <Card>
                <CardHeader
                  title="Promote this listing"
                  description="A paid plan features this listing for the plan's days."
                />
                <CardBody>
                  <PremiumListingOffer listingId={listing.id} />
                </CardBody>
              </Card>
            ) : null}
            <PricingToolsCard listing={listing} />
          </aside>
        </HydrateLater>
        <HydrateLater>
          <VehicleTabs listing={listing} />
        </HydrateLater>
      </div>
      {canManage ? null : (
        <HydrateLater>
          <div className="vehicle-page__report">
            <ReportListingButton listingId={listing.id} />
          </div>
        </HydrateLater>
      )}
      {/* The owner (and whoever may manage it) sees their own actions in the summary, not a bar to contact themselves. */}
      {canManage ? null : <StickyContactBar listing={listing} contactId={CONTACT_ID} />}
      <CompareTray />
    </div>
  );
}
