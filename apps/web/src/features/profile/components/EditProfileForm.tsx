import { useRef, useState, type FormEvent } from 'react';
import { updateProfileRequestSchema, type Me } from '@market/contracts';
import { errorMessage, isApiError } from '../../../lib/api';
import { fieldErrorsFrom, focusFirstInvalid, type FieldErrors } from '../../../lib/formErrors';
import { Button, Input, TextArea, useToast } from '../../../ui';
import { useAuth } from '../../auth/hooks/useAuth';
import { profileApi } from '../api/profileApi';

interface EditProfileFormProps {
  user: Me;
  onDone: () => void;
}

export function EditProfileForm({ user, onDone }: EditProfileFormProps) {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    bio: user.bio ?? '',
  });
  const [showContactDetails, setShowContactDetails] = useState(user.showContactDetails);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ ...values, showContactDetails });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const updated = await profileApi.update(parsed.data);
      setUser(updated);
      toast({ title: 'Profile updated successfully', variant: 'success' });
      onDone();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
      toast({ title: 'Failed to update profile', description: errorMessage(error), variant: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-label="Edit profile">
      <div className="form-grid form-grid--2">
        <Input
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Input
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <Input
        label="Phone"
        type="tel"
        name="phone"
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextArea
        label="Bio"
        name="bio"
        rows={5}
        hint="A few words buyers see on your listings."
        value={values.bio}
        onChange={set('bio')}
        error={errors.bio}
      />
      <label className="check">
        <input
          type="checkbox"
          name="showContactDetails"
          checked={showContactDetails}
          onChange={(e) => setShowContactDetails(e.target.checked)}
        />
        <span className="check__label">
          Show my e-mail address and phone number to buyers on my listings and public profile
          (otherwise they see only my name)
        </span>
      </label>
      <div className="cluster">
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
