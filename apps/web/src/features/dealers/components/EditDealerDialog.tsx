import { useRef, useState, type FormEvent } from 'react';
import { DEALERSHIP_TYPES, updateDealerRequestSchema, type MyDealer } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid } from '../../../lib/formErrors';
import { useFormFields } from '../../../lib/useFormFields';
import { Button, Dialog, Field, useToast } from '../../../ui';
import { dealersApi } from '../api/dealersApi';
import { DEALERSHIP_TYPE_LABELS } from '../format';
import '../../messages/components/messages.css';

const FIELDS = [
  'businessName',
  'dealershipType',
  'businessPhone',
  'businessEmail',
  'websiteUrl',
  'businessAddress',
  'businessCity',
  'businessState',
  'businessZip',
  'licenseNumber',
  'description',
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const TYPE_OPTIONS = [
  { value: '', label: 'Not specified' },
  ...DEALERSHIP_TYPES.map((t) => ({ value: t, label: DEALERSHIP_TYPE_LABELS[t] })),
];

const valuesOf = (dealer: MyDealer): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, dealer[f] ?? ''])) as Values;

interface EditDealerDialogProps {
  dealer: MyDealer;
  open: boolean;
  onClose: () => void;
  onSaved: (dealer: MyDealer) => void;
}

/** Edit Profile: the dealership's public details (PATCH /api/my/dealer). */
export function EditDealerDialog({ dealer, open, onClose, onSaved }: EditDealerDialogProps) {
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, bind } = useFormFields<Values>(() => valuesOf(dealer));
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateDealerRequestSchema.safeParse({
      ...values,
      dealershipType: values.dealershipType || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      const saved = await dealersApi.updateMine(parsed.data);
      onSaved(saved);
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
      open={open}
      onClose={onClose}
      title="Edit Dealer Profile"
      description="What buyers see on your public profile."
      className="edit-dealer-dialog"
    >
      <form
        ref={formRef}
        className="stack"
        onSubmit={onSubmit}
        noValidate
        aria-label="Edit dealer profile"
      >
        <div className="form-grid form-grid--2">
          <Field label="Business name" autoComplete="organization" {...bind('businessName')} />
          <Field as="select" label="Dealership type" options={TYPE_OPTIONS} {...bind('dealershipType')} />
          <Field label="Phone" type="tel" autoComplete="tel" optional {...bind('businessPhone')} />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            optional
            {...bind('businessEmail')}
          />
          <Field
            label="Website"
            type="url"
            autoComplete="url"
            optional
            fieldClassName="form-grid__wide"
            {...bind('websiteUrl')}
          />
          <Field
            label="Street address"
            autoComplete="street-address"
            optional
            fieldClassName="form-grid__wide"
            {...bind('businessAddress')}
          />
          <Field label="City" autoComplete="address-level2" optional {...bind('businessCity')} />
          <div className="form-grid form-grid--2 form-grid--tight">
            <Field
              label="State"
              autoComplete="address-level1"
              optional
              {...bind('businessState')}
            />
            <Field label="ZIP code" autoComplete="postal-code" optional {...bind('businessZip')} />
          </div>
          <Field
            label="License number"
            optional
            fieldClassName="form-grid__wide"
            {...bind('licenseNumber')}
          />
        </div>
        <Field as="textarea" label="About your dealership" rows={5} optional {...bind('description')} />
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
