import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ALERT_FREQUENCIES } from '@market/contracts';
import { FormDialog, FormField, useSchemaForm } from '../../../lib/form';
import { defaultAlertName, FREQUENCY_OPTIONS, searchParts } from '../alertSearch';
import { useCreateSavedSearch } from '../hooks/useSavedSearches';

const saveSearchFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please name the alert')
    .max(120, 'Name must be at most 120 characters'),
  frequency: z.enum(ALERT_FREQUENCIES),
});

interface SaveSearchDialogProps {
  search: string;
  onClose: () => void;
}

/** Names the search and picks how often its matches are mailed. */
export default function SaveSearchDialog({ search, onClose }: SaveSearchDialogProps) {
  const form = useSchemaForm(saveSearchFormSchema, {
    name: defaultAlertName(search),
    frequency: 'daily',
  });
  const create = useCreateSavedSearch();
  return (
    <FormDialog
      form={form}
      title="Save this search"
      description={
        <>
          We&apos;ll email you when new vehicles match: {searchParts(search).join(' · ')}. Manage
          your alerts on <Link to="/email-alerts">Email Alerts</Link>.
        </>
      }
      submitLabel="Save search"
      failure="Failed to save search"
      onClose={onClose}
      aria-label="Save this search"
      onSubmit={async ({ name, frequency }) => {
        await create.mutateAsync({ body: { name, search, frequency } });
        onClose();
      }}
    >
      <FormField name="name" label="Alert name" required maxLength={120} />
      <FormField as="select" name="frequency" label="Email me" options={FREQUENCY_OPTIONS} />
    </FormDialog>
  );
}
