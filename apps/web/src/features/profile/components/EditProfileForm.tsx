import { meRoutes, updateProfileRequestSchema, type Me } from '@market/contracts';
import { Form, FormField, useSchemaForm } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { Button, useToast } from '../../../ui';
import { useAuth } from '../../auth';

interface EditProfileFormProps {
  user: Me;
  onDone: () => void;
}

export function EditProfileForm({ user, onDone }: EditProfileFormProps) {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const form = useSchemaForm(updateProfileRequestSchema, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    bio: user.bio ?? '',
    showContactDetails: user.showContactDetails,
  });
  const save = useRouteMutation(meRoutes.update, { invalidates: [meRoutes.get] });

  return (
    <Form
      form={form}
      className="stack"
      aria-label="Edit profile"
      failure="Failed to update profile"
      onSubmit={async (body) => {
        setUser(await save.mutateAsync({ body }));
        toast({ title: 'Profile updated successfully', variant: 'success' });
        onDone();
      }}
    >
      <div className="form-grid form-grid--2">
        <FormField name="firstName" label="First name" autoComplete="given-name" />
        <FormField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <FormField
        as="textarea"
        name="bio"
        label="Bio"
        rows={5}
        hint="A few words buyers see on your listings."
      />
      <label className="check">
        <input type="checkbox" {...form.register('showContactDetails')} />
        <span className="check__label">
          Show my e-mail address and phone number to buyers on my listings and public profile
          (otherwise they see only my name)
        </span>
      </label>
      <div className="cluster">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save Changes
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
