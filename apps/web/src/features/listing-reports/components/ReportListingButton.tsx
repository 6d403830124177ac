import { lazy, Suspense, useState } from 'react';
import { AlertIcon, Button } from '../../../ui';

// The dialog (and its form's schema, zod with it) loads on the first click, not with the vehicle page.
const ReportListingDialog = lazy(() =>
  import('./ReportListingDialog').then((module) => ({ default: module.ReportListingDialog })),
);

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
      {open ? (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
