import { useState } from 'react';
import { adminUserRoutes, ROLES, type AdminUser } from '@market/contracts';
import { ROLE_LABELS, useAuth } from '../../../auth';
import { Badge, Button, PlusIcon } from '../../../../ui';
import {
  DataTable,
  type Column,
  type RowAction,
  useActivationActions,
  useAdminAction,
  useAdminTable,
} from '../../../admin-table';
import { formatDate, formatDateTime, personName, withAll } from '../../format';
import {
  ChangeRoleDialog,
  CreateUserDialog,
  EditUserDialog,
  UserDetailsDialog,
} from './UserDialogs';

const ROLE_OPTIONS = withAll(
  'All roles',
  ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
);
const ACTIVE_OPTIONS = withAll('All statuses', [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
]);

export const USER_DELETE_CONSEQUENCES =
  'Their listings, listing photos and saved listings are deleted with the account, and they are signed out everywhere. This cannot be undone.';

const columns: Column<AdminUser>[] = [
  { key: 'name', header: 'Name', sort: 'name', cell: (u) => personName(u) },
  { key: 'email', header: 'Email', sort: 'email', cell: (u) => u.email },
  {
    key: 'roles',
    header: 'Role',
    cell: (u) => (
      <span className="cluster">
        {u.roles
          .filter((r) => r !== 'user' || u.roles.length === 1)
          .map((r) => (
            <Badge key={r} variant={r === 'admin' ? 'primary' : 'neutral'}>
              {ROLE_LABELS[r]}
            </Badge>
          ))}
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (u) => (
      <Badge variant={u.isActive ? 'success' : 'danger'}>
        {u.isActive ? 'Active' : 'Deactivated'}
      </Badge>
    ),
  },
  { key: 'joined', header: 'Joined', sort: 'created', cell: (u) => formatDate(u.createdAt) },
  { key: 'lastSignIn', header: 'Last sign-in', cell: (u) => formatDateTime(u.lastSignInAt) },
];

type Open = { kind: 'view' | 'edit' | 'role'; user: AdminUser } | { kind: 'create' } | null;

/** Users: view, edit, change role (SPEC §6), activate/deactivate, delete, create. */
export default function UsersPanel() {
  const { user: me } = useAuth();
  const table = useAdminTable(adminUserRoutes.list, { sort: '-created' });
  const [open, setOpen] = useState<Open>(null);
  const remove = useAdminAction(adminUserRoutes.delete, {
    success: 'User deleted successfully',
    failure: 'Failed to delete user',
    invalidates: [adminUserRoutes.list],
  });
  const isMe = (u: AdminUser) => u.id === me?.id;
  const activation = useActivationActions<AdminUser>(adminUserRoutes.setActive, {
    thing: 'User',
    failure: 'Failed to update user status',
    invalidates: [adminUserRoutes.list],
    hidden: isMe,
    deactivation: (u) => ({
      title: 'Deactivate user?',
      body: `${personName(u)} (${u.email}) is signed out at once and sees the Account Suspended screen until reactivated.`,
    }),
  });

  const actions: RowAction<AdminUser>[] = [
    { label: 'View', variant: 'ghost', run: (user) => setOpen({ kind: 'view', user }) },
    { label: 'Edit', run: (user) => setOpen({ kind: 'edit', user }) },
    { label: 'Change Role', run: (user) => setOpen({ kind: 'role', user }), hidden: isMe },
    ...activation,
    {
      label: 'Delete',
      variant: 'danger',
      hidden: isMe,
      confirm: (u) => ({
        title: 'Delete user?',
        body: (
          <p>
            Delete {personName(u)} ({u.email})? {USER_DELETE_CONSEQUENCES}
          </p>
        ),
        confirmLabel: 'Delete User',
        danger: true,
      }),
      run: (u) => remove.run({ params: { id: u.id } }),
    },
  ];

  return (
    <>
      <DataTable
        caption="Users"
        columns={columns}
        {...table.view}
        rowKey={(u) => u.id}
        actions={actions}
        emptyTitle="No users found"
        emptyText="No account matches the search and filters."
        search={{ value: table.search, onChange: table.setSearch, placeholder: 'Name or email' }}
        sort={{ value: table.sort, onChange: table.setSort }}
        filters={{
          fields: [
            { name: 'role', label: 'Role', options: ROLE_OPTIONS },
            { name: 'active', label: 'Status', options: ACTIVE_OPTIONS },
          ],
          values: table.filters,
          onChange: table.setFilter,
        }}
        toolbar={
          <Button icon={<PlusIcon />} onClick={() => setOpen({ kind: 'create' })}>
            Create User
          </Button>
        }
      />
      {open?.kind === 'view' ? (
        <UserDetailsDialog user={open.user} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditUserDialog user={open.user} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'role' ? (
        <ChangeRoleDialog user={open.user} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'create' ? <CreateUserDialog onClose={() => setOpen(null)} /> : null}
    </>
  );
}
