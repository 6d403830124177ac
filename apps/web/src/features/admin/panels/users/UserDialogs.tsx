import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  adminUserRoutes,
  changeRoleRequestSchema,
  ROLES,
  type AdminUser,
} from '@market/contracts';
import { ROLE_LABELS } from '../../../auth';
import { FormDialog, FormField, useSchemaForm } from '../../../../lib/form';
import { useRouteMutation } from '../../../../lib/query';
import { Button, Dialog, useToast } from '../../../../ui';
import { formatDate, formatDateTime, personName } from '../../format';
import { UserMembershipAdminControl } from '../../../billing';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const text = (value: string | null) => value ?? '';

/** The role SPEC §6 shows: the one non-user role row, else user. */
export const primaryRole = (user: AdminUser) => user.roles.find((r) => r !== 'user') ?? 'user';

export function UserDetailsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={personName(user)} description={user.email}>
      <div className="stack">
        <dl className="admin-details">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Phone</dt>
          <dd>{user.phone ?? '—'}</dd>
          <dt>Roles</dt>
          <dd>{user.roles.map((r) => ROLE_LABELS[r]).join(', ')}</dd>
          <dt>Status</dt>
          <dd>{user.isActive ? 'Active' : 'Deactivated'}</dd>
          <dt>Email verified</dt>
          <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
          <dt>Account type</dt>
          <dd>{user.accountType}</dd>
          <dt>Joined</dt>
          <dd>{formatDate(user.createdAt)}</dd>
          <dt>Last sign-in</dt>
          <dd>{formatDateTime(user.lastSignInAt)}</dd>
          <dt>Bio</dt>
          <dd>{user.bio ?? '—'}</dd>
        </dl>
        {/* SPEC §2 Users: Assign/Change Plan, through the billing context. */}
        <UserMembershipAdminControl userId={user.id} />
        <div className="admin-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm(adminUpdateUserRequestSchema, {
    email: user.email,
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    phone: text(user.phone),
    bio: text(user.bio),
  });
  const save = useRouteMutation(adminUserRoutes.update, { invalidates: [adminUserRoutes.list] });
  return (
    <FormDialog
      form={form}
      title="Edit User"
      description={user.email}
      onClose={onClose}
      failure="Failed to update user"
      onSubmit={async (body) => {
        await save.mutateAsync({ params: { id: user.id }, body });
        toast({ title: 'User updated successfully', variant: 'success' });
        onClose();
      }}
    >
      <FormField name="email" label="Email" type="email" autoComplete="off" />
      <div className="form-grid form-grid--2">
        <FormField name="firstName" label="First name" optional />
        <FormField name="lastName" label="Last name" optional />
      </div>
      <FormField name="phone" label="Phone" type="tel" optional />
      <FormField as="textarea" name="bio" label="Bio" rows={3} optional />
    </FormDialog>
  );
}

export function ChangeRoleDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm(changeRoleRequestSchema, { role: primaryRole(user) });
  const save = useRouteMutation(adminUserRoutes.changeRole, {
    invalidates: [adminUserRoutes.list],
  });
  return (
    <FormDialog
      form={form}
      title="Change Role"
      description={`${personName(user)} (${user.email})`}
      onClose={onClose}
      submitLabel="Change Role"
      failure="Failed to update user"
      onSubmit={async (body) => {
        await save.mutateAsync({ params: { id: user.id }, body });
        toast({ title: 'User role updated successfully', variant: 'success' });
        onClose();
      }}
    >
      <FormField
        as="select"
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        hint="The current role is replaced; User leaves only the basic role. The user's sessions restart with the new rights."
      />
    </FormDialog>
  );
}

export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm(adminCreateUserRequestSchema, {
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    role: 'user',
  });
  const create = useRouteMutation(adminUserRoutes.create, { invalidates: [adminUserRoutes.list] });
  return (
    <FormDialog
      form={form}
      title="Create User"
      description="The new user gets an e-mail with a link to choose a password."
      onClose={onClose}
      submitLabel="Create User"
      failure="Failed to create user"
      onSubmit={async (body) => {
        await create.mutateAsync({ body });
        toast({ title: 'User created successfully', variant: 'success' });
        onClose();
      }}
    >
      <FormField name="email" label="Email" type="email" autoComplete="off" />
      <div className="form-grid form-grid--2">
        <FormField name="firstName" label="First name" optional />
        <FormField name="lastName" label="Last name" optional />
      </div>
      <FormField name="phone" label="Phone" type="tel" optional />
      <FormField as="select" name="role" label="Role" options={ROLE_OPTIONS} />
    </FormDialog>
  );
}
