import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { myBusinessRoutes } from '@market/contracts';
import { FormDialog } from '../../../lib/form';
import { useRouteMutation } from '../../../lib/query';
import { useToast } from '../../../ui';

/** Each owner's Edit Profile: the write and the read it makes stale (the dashboard's record). */
const OWNERS = {
  dealer: {
    save: myBusinessRoutes.updateDealer,
    read: myBusinessRoutes.dealer,
    title: 'Edit Dealer Profile',
  },
  salesRep: {
    save: myBusinessRoutes.updateSalesRep,
    read: myBusinessRoutes.salesRep,
    title: 'Edit Sales Rep Profile',
  },
};

interface EditProfileDialogProps<In extends FieldValues, Out> {
  owner: keyof typeof OWNERS;
  form: UseFormReturn<In, unknown, Out>;
  onClose: () => void;
  children: ReactNode;
}

/** The dashboards' Edit Profile dialog: what buyers see on the public profile, saved with a toast. */
export function EditProfileDialog<In extends FieldValues, Out>({
  owner,
  form,
  onClose,
  children,
}: EditProfileDialogProps<In, Out>) {
  const { toast } = useToast();
  const { save, read, title } = OWNERS[owner];
  const mutation = useRouteMutation<typeof save, { body: Out }>(save, { invalidates: [read] });
  return (
    <FormDialog
      form={form}
      title={title}
      description="What buyers see on your public profile."
      aria-label={title}
      onClose={onClose}
      failure="Failed to update profile"
      onSubmit={async (body) => {
        await mutation.mutateAsync({ body });
        toast({ title: 'Profile updated successfully', variant: 'success' });
        onClose();
      }}
    >
      {children}
    </FormDialog>
  );
}
