import type { Me } from '@market/contracts';
import { Badge } from '../../../ui';
import { ROLE_LABELS } from '../../auth';

const ACCOUNT_TYPE_LABELS: Record<Me['accountType'], string> = {
  private_seller: 'Private Seller',
  sales_rep: 'Sales Rep',
};

function Value({ children }: { children: string | null | undefined }) {
  return children ? <>{children}</> : <span className="text-muted">Not provided</span>;
}

export function ProfileDetails({ user }: { user: Me }) {
  return (
    <dl className="detail-list">
      <div className="detail-list__item">
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
      <div className="detail-list__item">
        <dt>Phone</dt>
        <dd>
          <Value>{user.phone}</Value>
        </dd>
      </div>
      <div className="detail-list__item">
        <dt>First name</dt>
        <dd>
          <Value>{user.firstName}</Value>
        </dd>
      </div>
      <div className="detail-list__item">
        <dt>Last name</dt>
        <dd>
          <Value>{user.lastName}</Value>
        </dd>
      </div>
      <div className="detail-list__item">
        <dt>Shown to buyers</dt>
        <dd>{user.showContactDetails ? 'Name, e-mail and phone' : 'Name only'}</dd>
      </div>
      <div className="detail-list__item">
        <dt>Account type</dt>
        <dd>{ACCOUNT_TYPE_LABELS[user.accountType] ?? user.accountType}</dd>
      </div>
      <div className="detail-list__item">
        <dt>Roles</dt>
        <dd className="cluster" style={{ gap: 'var(--space-2)' }}>
          {user.roles.map((role) => (
            <Badge key={role} variant={role === 'admin' ? 'danger' : 'primary'}>
              {ROLE_LABELS[role] ?? role}
            </Badge>
          ))}
          {user.isAffiliate ? <Badge variant="success">Affiliate</Badge> : null}
        </dd>
      </div>
      <div className="detail-list__item detail-list__item--wide">
        <dt>Bio</dt>
        <dd>
          <Value>{user.bio}</Value>
        </dd>
      </div>
    </dl>
  );
}
