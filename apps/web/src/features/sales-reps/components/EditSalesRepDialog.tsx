import { useRef, useState, type FormEvent } from 'react';
import { updateSalesRepRequestSchema, type MySalesRep } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Button, Dialog, Input, TextArea, useToast } from '../../../ui';
import { salesRepsApi } from '../api/salesRepsApi';
import { parseSpecializations } from '../format';
import '../../messages/components/messages.css';

interface EditSalesRepDialogProps {
  rep: MySalesRep;
  onClose: () => void;
  onSaved: (rep: MySalesRep) => void;
}

/**
 * Edit Profile: the rep's public details (PATCH /api/my/sales-rep). The dealership changes
 * only with the dealer's consent, in the Dealership panel.
 */
export function EditSalesRepDialog({ rep, onClose, onSaved }: EditSalesRepDialogProps) {
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    phone: rep.phone ?? '',
    bio: rep.bio ?? '',
    specializations: rep.specializations.join(', '),
    employeeId: rep.employeeId ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
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
          <Input label="Phone" type="tel" autoComplete="tel" optional {...bind('phone')} />
          <Input label="Employee ID" optional {...bind('employeeId')} />
        </div>
        <Input
          label="Specializations"
          optional
          hint="Separate with commas, e.g. Trucks, EVs, Financing."
          {...bind('specializations')}
        />
        <TextArea label="Bio" rows={5} optional {...bind('bio')} />
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
