import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  CarIcon,
  MessageIcon,
} from '../../../ui';
import { displayName, ResendVerificationButton, useAuth } from '../../auth';
import { MembershipCard } from '../../billing';
import { myListingsPath } from '../../listings';
import { EditProfileForm } from './EditProfileForm';
import { ProfileDetails } from './ProfileDetails';
import './profile.css';

function initials(name: string) {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The signed-in user's profile with an in-place edit form. */
export function ProfileView() {
  const { user, reloadUser } = useAuth();
  const [editing, setEditing] = useState(false);

  // The session's copy may be minutes old (e.g. verified in another tab): fetch a fresh one.
  useEffect(() => {
    reloadUser().catch(() => undefined);
  }, [reloadUser]);

  if (!user) return null;
  const name = displayName(user);
  const memberSince = new Date(user.createdAt);

  return (
    <div className="stack stack--lg">
      <section className="profile-hero" aria-labelledby="profile-title">
        <div className="profile-hero__avatar" aria-hidden="true">
          {initials(name)}
        </div>
        <div className="profile-hero__text">
          <h1 id="profile-title" className="page-title">
            My Profile
          </h1>
          <p className="profile-hero__name">{name}</p>
          <div className="cluster" style={{ gap: 'var(--space-2)' }}>
            {user.emailVerified ? (
              <Badge variant="success">E-mail verified</Badge>
            ) : (
              <Badge variant="warning">E-mail not verified</Badge>
            )}
            {!Number.isNaN(memberSince.getTime()) ? (
              <span className="text-sm text-muted">
                Member since{' '}
                {memberSince.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
              </span>
            ) : null}
          </div>
        </div>
      </section>

      {!user.emailVerified ? (
        <Alert variant="warning" title="Your e-mail address is not verified yet">
          <p>
            Open the link we sent to <strong>{user.email}</strong> to verify your account.
            Didn&apos;t get it?
          </p>
          <div>
            <ResendVerificationButton email={user.email} />
          </div>
        </Alert>
      ) : null}

      <Card as="section" aria-labelledby="profile-shortcuts">
        <CardHeader
          title="Selling and messages"
          titleId="profile-shortcuts"
          level={2}
          description="Your listings and your conversations with buyers and sellers."
        />
        <CardBody className="cluster">
          <ButtonLink to={myListingsPath(user)} variant="secondary" icon={<CarIcon />}>
            My Listings
          </ButtonLink>
          <ButtonLink to="/messages" variant="secondary" icon={<MessageIcon />}>
            Messages
          </ButtonLink>
        </CardBody>
      </Card>

      <MembershipCard />

      <Card>
        <CardHeader
          title={editing ? 'Edit Profile' : 'Account details'}
          description={
            editing ? 'Update how buyers and sellers see you.' : 'Your contact details and roles.'
          }
          actions={
            editing ? null : (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            )
          }
        />
        <CardBody>
          {editing ? (
            <EditProfileForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails user={user} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
