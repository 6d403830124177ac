import { useState } from 'react';
import type { ListingSummary } from '@market/contracts';
import { Button, Dialog } from '../../../ui';

interface DeleteListingDialogProps {
  listing: ListingSummary | null;
  onCancel: () => void;
  onConfirm: (listing: ListingSummary) => Promise<boolean>;
}

/** SPEC §5: deleting a listing asks first. */
export function DeleteListingDialog({ listing, onCancel, onConfirm }: DeleteListingDialogProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Dialog
      open={!!listing}
      onClose={() => !deleting && onCancel()}
      title="Delete this listing?"
      description={
        listing
          ? `${listing.title} will be removed with its photos. This cannot be undone.`
          : undefined
      }
    >
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={deleting}
          onClick={async () => {
            if (!listing) return;
            setDeleting(true);
            const done = await onConfirm(listing);
            setDeleting(false);
            if (done) onCancel();
          }}
        >
          Delete listing
        </Button>
      </div>
    </Dialog>
  );
}
