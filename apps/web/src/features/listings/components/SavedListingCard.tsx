import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedListing } from '@market/contracts';
import { Badge, Button, ButtonLink, Card, Field, TrashIcon } from '../../../ui';
import { VehicleImage } from './VehicleImage';
import {
  displayStatus,
  formatDate,
  formatLocation,
  formatMileage,
  formatPrice,
  STATUS_LABELS,
  vehiclePath,
} from '../format';

interface SavedListingCardProps {
  saved: SavedListing;
  onSaveNotes: (listingId: string, notes: string) => Promise<boolean>;
  onRemove: (listingId: string) => Promise<void>;
}

/** One saved vehicle: photo, facts, private notes, and links to view or remove it. */
export function SavedListingCard({ saved, onSaveNotes, onRemove }: SavedListingCardProps) {
  const { listing } = saved;
  const [notes, setNotes] = useState(saved.notes ?? '');
  const [savingNotes, setSavingNotes] = useState(false);
  const [removing, setRemoving] = useState(false);
  const dirty = notes.trim() !== (saved.notes ?? '').trim();
  const status = displayStatus(listing);
  const headingId = `saved-${listing.id}`;

  return (
    <Card as="article" className="saved-card" aria-labelledby={headingId}>
      <Link
        to={vehiclePath(listing)}
        className="saved-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        <VehicleImage src={listing.primaryImage?.cardUrl} alt="" />
      </Link>
      <div className="saved-card__body">
        <div className="saved-card__top">
          <h2 className="saved-card__title" id={headingId}>
            <Link to={vehiclePath(listing)}>{listing.title}</Link>
          </h2>
          {status !== 'active' ? <Badge variant="danger">{STATUS_LABELS[status]}</Badge> : null}
        </div>
        <p className="saved-card__price">{formatPrice(listing.price)}</p>
        <ul className="inline-list saved-card__facts">
          <li>{formatMileage(listing.mileage)}</li>
          <li>{formatLocation(listing) ?? 'Location not specified'}</li>
          <li>Saved {formatDate(saved.savedAt)}</li>
        </ul>
        <form
          className="saved-card__notes"
          aria-label={`Notes on ${listing.title}`}
          onSubmit={async (e) => {
            e.preventDefault();
            setSavingNotes(true);
            await onSaveNotes(listing.id, notes);
            setSavingNotes(false);
          }}
        >
          <Field
            as="textarea"
            label="Notes"
            optional
            rows={2}
            maxLength={1000}
            placeholder="Only you can see these notes."
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <div className="saved-card__actions">
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              loading={savingNotes}
              disabled={!dirty}
            >
              Save notes
            </Button>
            <ButtonLink to={vehiclePath(listing)} size="sm">
              View Listing
            </ButtonLink>
            <Button
              size="sm"
              variant="ghost"
              className="saved-card__remove"
              icon={<TrashIcon />}
              loading={removing}
              aria-label={`Remove ${listing.title} from saved listings`}
              onClick={async () => {
                setRemoving(true);
                await onRemove(listing.id);
                setRemoving(false);
              }}
            >
              Remove
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
