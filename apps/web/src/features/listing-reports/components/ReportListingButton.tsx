import { useState } from 'react';
import { AlertIcon, Button } from '../../../ui';
import { ReportListingDialog } from './ReportListingDialog';

/** "Report this listing" on the vehicle page, for anyone who does not manage the listing. */
export function ReportListingButton({ listingId }: { listingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<AlertIcon aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Report this listing
      </Button>
      {open ? <ReportListingDialog listingId={listingId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
