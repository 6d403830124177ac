import { Button, ButtonLink, PlusIcon, ShieldIcon, Skeleton, UserIcon, cx } from '../../../ui';
import { useAuth, useSignOut } from '../../auth';
import { accountLinks } from '../navigation';

interface AccountActionsProps {
  layout: 'bar' | 'menu';
  onNavigate?: () => void;
}

/** Admin, Profile, Sign In / Sign Out and Add New Listing, for the header bar or the mobile menu. */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { status, user } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const links = accountLinks(user);
  const size = layout === 'bar' ? 'sm' : 'md';
  const block = layout === 'menu';

  return (
    <div className={cx('account-actions', `account-actions--${layout}`)}>
      {status === 'loading' ? (
        <Skeleton width={layout === 'bar' ? 150 : '100%'} height={36} radius={8} />
      ) : status === 'signedIn' ? (
        <>
          {links.admin ? (
            <ButtonLink
              to={links.admin.to}
              variant="ghost"
              size={size}
              block={block}
              icon={<ShieldIcon />}
              onClick={onNavigate}
            >
              {links.admin.label}
            </ButtonLink>
          ) : null}
          {links.profile ? (
            <ButtonLink
              to={links.profile.to}
              variant="ghost"
              size={size}
              block={block}
              icon={<UserIcon />}
              onClick={onNavigate}
            >
              {links.profile.label}
            </ButtonLink>
          ) : null}
          <Button
            variant="secondary"
            size={size}
            block={block}
            loading={signingOut}
            onClick={() => {
              onNavigate?.();
              void signOut();
            }}
          >
            Sign Out
          </Button>
        </>
      ) : (
        <ButtonLink to="/auth" variant="secondary" size={size} block={block} onClick={onNavigate}>
          Sign In
        </ButtonLink>
      )}
      <ButtonLink
        to={links.addListing.to}
        size={size}
        block={block}
        icon={<PlusIcon />}
        onClick={onNavigate}
      >
        {links.addListing.label}
      </ButtonLink>
    </div>
  );
}
