import { listingReportRoutes, REPORT_REASONS, reportListingRequestSchema } from '@market/contracts';
import { apiCall } from '../../../lib/apiCall';
import { FormDialog, FormField, FormRadioGroup, useSchemaForm } from '../../../lib/form';
import { useToast } from '../../../ui';

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({
  value: reason.value,
  label: reason.label,
}));

/** Reason and details of a report; signed in or not (the gateway limits reports per address). */
export function ReportListingDialog({
  listingId,
  onClose,
}: {
  listingId: string;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(reportListingRequestSchema, { reason: 'fraud', details: '' });
  return (
    <FormDialog
      form={form}
      title="Report this listing"
      description="Tell us what is wrong. Reports are private: the seller does not see who sent them."
      aria-label="Report this listing"
      submitLabel="Send Report"
      failure="Failed to send report"
      onClose={onClose}
      onSubmit={async (data) => {
        const sent = await apiCall(listingReportRoutes.report, {
          params: { id: listingId },
          body: data,
        });
        toast({ title: 'Report sent', description: sent.message, variant: 'success' });
        onClose();
      }}
    >
      <FormRadioGroup name="reason" legend="Reason" options={REASON_OPTIONS} />
      <FormField
        name="details"
        as="textarea"
        label="Details"
        optional
        rows={4}
        maxLength={2000}
        hint="What did you notice? Required for “Something else”."
      />
    </FormDialog>
  );
}
