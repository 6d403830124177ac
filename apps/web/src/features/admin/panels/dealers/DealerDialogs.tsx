import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  adminDealerRoutes,
  adminUserRoutes,
  updateDealerRequestSchema,
  type AdminDealer,
} from '@market/contracts';
import { errorMessage } from '../../../../lib/api';
import { FormDialog, FormField, useSchemaForm } from '../../../../lib/form';
import { routeQuery, useRouteMutation } from '../../../../lib/query';
import { Alert, Badge, Button, Dialog, Spinner, useToast } from '../../../../ui';
import { formatDate, formatDateTime, formatUsd } from '../../format';

const text = (value: string | null | undefined) => value ?? '';

/** The admin's copy of the dealer's own Edit Profile (PATCH /api/admin/dealers/:id). */
export function EditDealerDialog({
  dealer,
  onClose,
}: {
  dealer: AdminDealer;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const form = useSchemaForm(updateDealerRequestSchema.omit({ dealershipType: true }), {
    businessName: dealer.businessName,
    businessPhone: text(dealer.businessPhone),
    businessEmail: text(dealer.businessEmail),
    websiteUrl: text(dealer.websiteUrl),
    businessAddress: text(dealer.businessAddress),
    businessCity: text(dealer.businessCity),
    businessState: text(dealer.businessState),
    businessZip: text(dealer.businessZip),
    licenseNumber: text(dealer.licenseNumber),
    description: text(dealer.description),
  });
  const save = useRouteMutation(adminDealerRoutes.update, {
    invalidates: [adminDealerRoutes.list],
  });
  return (
    <FormDialog
      form={form}
      title="Edit Dealer"
      description={dealer.businessName}
      onClose={onClose}
      failure="Failed to update dealer"
      onSubmit={async (body) => {
        await save.mutateAsync({ params: { id: dealer.id }, body });
        toast({ title: 'Dealer updated successfully', variant: 'success' });
        onClose();
      }}
    >
      <div className="form-grid form-grid--2">
        <FormField name="businessName" label="Business name" />
        <FormField name="licenseNumber" label="License number" optional />
        <FormField name="businessPhone" label="Phone" type="tel" optional />
        <FormField name="businessEmail" label="Email" type="email" optional />
        <FormField
          name="websiteUrl"
          label="Website"
          type="url"
          optional
          fieldClassName="form-grid__wide"
        />
        <FormField
          name="businessAddress"
          label="Street address"
          optional
          fieldClassName="form-grid__wide"
        />
        <FormField name="businessCity" label="City" optional />
        <div className="form-grid form-grid--2 form-grid--tight">
          <FormField name="businessState" label="State" optional />
          <FormField name="businessZip" label="ZIP code" optional />
        </div>
      </div>
      <FormField as="textarea" name="description" label="About" rows={4} optional />
    </FormDialog>
  );
}

/** SPEC §7's dealer inventory lookup: the dealer's listings, newest first. */
export function InventoryDialog({ dealer, onClose }: { dealer: AdminDealer; onClose: () => void }) {
  const inventory = useQuery(
    routeQuery(adminDealerRoutes.inventory, { params: { id: dealer.id } }),
  );
  return (
    <Dialog open onClose={onClose} title={`${dealer.businessName} inventory`}>
      <div className="stack">
        {inventory.isPending ? (
          <Spinner label="Loading inventory" />
        ) : inventory.isError ? (
          <Alert variant="danger">{errorMessage(inventory.error)}</Alert>
        ) : inventory.data.items.length === 0 ? (
          <p className="text-muted">This dealer has no listings yet.</p>
        ) : (
          <>
            <p className="text-sm text-muted">
              {inventory.data.stats.totalListings} listings, {inventory.data.stats.activeListings}{' '}
              active, {inventory.data.stats.soldListings} sold, {inventory.data.stats.totalViews}{' '}
              views
            </p>
            <ul className="stack-list">
              {inventory.data.items.map((item) => (
                <li key={item.listingId} className="cluster">
                  <Link to={`/vehicle/${item.listingId}`}>{item.title}</Link>
                  <span>{formatUsd(item.price)}</span>
                  <Badge>{item.status}</Badge>
                  <span className="text-sm text-muted">
                    {[item.locationCity, item.locationState].filter(Boolean).join(', ')} ·{' '}
                    {formatDate(item.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="admin-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Show Credentials: the login e-mail and the last sign-in; passwords are never shown (nor stored readable). */
export function CredentialsDialog({
  dealer,
  onClose,
}: {
  dealer: AdminDealer;
  onClose: () => void;
}) {
  const account = useQuery(routeQuery(adminUserRoutes.get, { params: { id: dealer.userId } }));
  return (
    <Dialog open onClose={onClose} title="Dealer credentials" description={dealer.businessName}>
      <div className="stack">
        {account.isPending ? (
          <Spinner label="Loading credentials" />
        ) : account.isError ? (
          <Alert variant="danger">{errorMessage(account.error)}</Alert>
        ) : (
          <dl className="admin-details">
            <dt>Login email</dt>
            <dd>{account.data.email}</dd>
            <dt>Last sign-in</dt>
            <dd>{formatDateTime(account.data.lastSignInAt)}</dd>
            <dt>Account</dt>
            <dd>{account.data.isActive ? 'Active' : 'Deactivated'}</dd>
          </dl>
        )}
        <p className="text-sm text-muted">
          Passwords are never shown. Use Reset Password to send the dealer a link to choose a new
          one.
        </p>
        <div className="admin-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
