import {
  adminApplicationRoutes,
  rejectApplicationRequestSchema,
  type DealerApplication,
} from '@market/contracts';
import { FormDialog, FormField, useSchemaForm } from '../../../../lib/form';
import { useRouteMutation } from '../../../../lib/query';
import { Button, Dialog, useToast } from '../../../../ui';
import { formatDateTime } from '../../format';

const CONFIRMATION_TEXT: Record<DealerApplication['accountConfirmation'], string> = {
  'not-needed': 'New account (made on approval)',
  awaiting: 'Existing account: waiting for its owner to confirm',
  confirmed: 'Existing account: confirmed by its owner',
};

export function ApplicationDetailsDialog({
  application: a,
  onClose,
}: {
  application: DealerApplication;
  onClose: () => void;
}) {
  const rows: [string, string | number | null][] = [
    ['Business', a.businessName],
    ['Contact person', a.contactPerson],
    ['Email', a.email],
    ['Phone', a.phone],
    ['Address', `${a.businessAddress}, ${a.city}, ${a.state} ${a.zipCode}`],
    ['Website', a.websiteUrl],
    ['Dealership type', a.dealershipType.replace(/_/g, ' ')],
    ['Years in business', a.yearsInBusiness],
    ['Inventory size', a.inventorySize],
    ['Business license', a.businessLicense],
    ['Tax ID', a.taxId],
    ['Account', CONFIRMATION_TEXT[a.accountConfirmation]],
    ['Status', a.status],
    ['Submitted', formatDateTime(a.createdAt)],
    ['Processed', a.processedAt ? formatDateTime(a.processedAt) : null],
    ['Rejection reason', a.adminNotes],
    ['Message', a.message],
  ];
  return (
    <Dialog open onClose={onClose} title="Application Details" description={a.businessName}>
      <div className="stack">
        {a.logoUrl ? (
          <img src={a.logoUrl} alt={`${a.businessName} logo`} style={{ maxWidth: 160 }} />
        ) : null}
        <dl className="admin-details">
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value === null || value === '' ? '—' : value}</dd>
            </div>
          ))}
        </dl>
        <div className="admin-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Reject: SPEC §5 asks for the confirmation with an optional reason, mailed to the applicant. */
export function RejectApplicationDialog({
  application,
  onClose,
}: {
  application: DealerApplication;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(rejectApplicationRequestSchema, { reason: '' });
  const reject = useRouteMutation(adminApplicationRoutes.reject, {
    invalidates: [adminApplicationRoutes.list],
  });
  return (
    <FormDialog
      form={form}
      title="Reject application?"
      description={`${application.businessName} (${application.email})`}
      onClose={onClose}
      submitLabel="Reject"
      failure="Failed to reject application"
      onSubmit={async (body) => {
        await reject.mutateAsync({ params: { id: application.id }, body });
        toast({ title: 'Application rejected successfully', variant: 'success' });
        onClose();
      }}
    >
      <FormField
        as="textarea"
        name="reason"
        label="Reason"
        rows={4}
        optional
        hint="Sent to the applicant."
      />
    </FormDialog>
  );
}
