import { useRef, useState, type FormEvent } from 'react';
import { updateSalesRepRequestSchema, type MySalesRep } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Button, Dialog, Field, useToast } from '../../../ui';
import { dealersApi } from '../../dealers/api/dealersApi';
import { useLoader } from '../../../lib/useLoader';
import { salesRepsApi } from '../api/salesRepsApi';
import { parseSpecializations } from '../format';
import '../../messages/components/messages.css';

interface EditSalesRepDialogProps {
  rep: MySalesRep;
  onClose: () => void;
  onSaved: (rep: MySalesRep) => void;
}

/** Edit Profile: the rep's public details and the dealer they work for (PATCH /api/my/sales-rep). */
export function EditSalesRepDialog({ rep, onClose, onSaved }: EditSalesRepDialogProps) {
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    phone: rep.phone ?? '',
    bio: rep.bio ?? '',
    specializations: rep.specializations.join(', '),
    employeeId: rep.employeeId ?? '',
    dealerId: rep.dealer?.id ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // The approved, active dealers a rep may choose (the directory's largest page).
  const dealers = useLoader((signal) => dealersApi.directory({ limit: 100 }, signal), 'dealers');
  const dealerOptions = [
    { value: '', label: 'None (independent)' },
    ...(rep.dealer ? [{ value: rep.dealer.id, label: rep.dealer.businessName }] : []),
    ...(dealers.state.status === 'ready'
      ? dealers.state.data.items
          .filter((d) => d.id !== rep.dealer?.id)
          .map((d) => ({ value: d.id, label: d.businessName }))
      : []),
  ];

  const bind = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateSalesRepRequestSchema.safeParse({
      ...values,
      specializations: parseSpecializations(values.specializations),
      dealerId: values.dealerId || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await salesRepsApi.updateMine(parsed.data));
      toast({ title: 'Profile updated successfully', variant: 'success' });
      onClose();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
      toast({
        title: 'Failed to update profile',
        description: errorMessage(error),
        variant: 'danger',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Sales Rep Profile"
      description="What buyers see on your public profile."
    >
      <form
        ref={formRef}
        className="stack"
        onSubmit={onSubmit}
        noValidate
        aria-label="Edit sales rep profile"
      >
        <div className="form-grid form-grid--2">
          <Field label="Phone" type="tel" autoComplete="tel" optional {...bind('phone')} />
          <Field label="Employee ID" optional {...bind('employeeId')} />
        </div>
        <Field as="select"
          label="Dealer"
          options={dealerOptions}
          hint={
            dealers.state.status === 'error' ? 'The dealer list could not be loaded.' : undefined
          }
          {...bind('dealerId')}
        />
        <Field
          label="Specializations"
          optional
          hint="Separate with commas, e.g. Trucks, EVs, Financing."
          {...bind('specializations')}
        />
        <Field as="textarea" label="Bio" rows={5} optional {...bind('bio')} />
        <div className="contact-dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
