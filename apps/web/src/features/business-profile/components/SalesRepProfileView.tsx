import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_REP_MESSAGE_SUBJECT, type SalesRep } from '@market/contracts';
import {
  BackLink,
  Badge,
  Button,
  ButtonAnchor,
  ButtonLink,
  MailIcon,
  MessageIcon,
  PhoneIcon,
  StockIcon,
  StoreIcon,
} from '../../../ui';
import { businessCardStyles } from './BusinessCard';
import { AboutText, FactsList, ProfileCard, ProfileHero } from './ProfileParts';
import { EntityAvatar } from './EntityAvatar';
import { RatingStars } from './RatingStars';
import { mailtoHref } from '../format';
import { telHref } from '../../listings';
import { repListingsPath } from '../repFormat';
import './dealers.css';
import './dealer-profile.css';
import { SendMessageDialog } from './MessageDialogs';

/** /sales-reps/:id: who the rep is, what they specialise in, and the message dialog. */
export function SalesRepProfileView({ rep }: { rep: SalesRep }) {
  const [messaging, setMessaging] = useState(false);
  const tel = telHref(rep.phone);
  const mail = mailtoHref(rep.email, DEFAULT_REP_MESSAGE_SUBJECT);
  const since = new Date(rep.createdAt).getFullYear();

  return (
    <div className="dealer-profile">
      <BackLink to="/sales-reps">All Sales Reps</BackLink>
      <ProfileHero
        titleId="rep-name"
        name={rep.name}
        avatar={<EntityAvatar name={rep.name} size="lg" shape="round" />}
        meta={
          <>
            <Badge variant="primary">Sales Representative</Badge>
            <span className="dealer-hero__place">
              <StoreIcon />
              {rep.dealer ? (
                <Link to={`/dealers/${rep.dealer.id}`}>{rep.dealer.businessName}</Link>
              ) : (
                'Independent'
              )}
            </span>
            <RatingStars rating={rep.averageRating} count={rep.totalReviews} />
          </>
        }
        actions={
          <>
            <Button icon={<MessageIcon />} onClick={() => setMessaging(true)}>
              Send Message
            </Button>
            <ButtonAnchor href={tel} variant="secondary" icon={<PhoneIcon />}>
              Call
            </ButtonAnchor>
            <ButtonAnchor href={mail} variant="secondary" icon={<MailIcon />}>
              Email
            </ButtonAnchor>
            <ButtonLink to={repListingsPath(rep.id)} variant="secondary" icon={<StockIcon />}>
              View Listings
            </ButtonLink>
          </>
        }
      />
      <div className="dealer-profile__layout">
        <div className="dealer-profile__main">
          <ProfileCard id="rep-about-title" title={`About ${rep.firstName ?? rep.name}`}>
            <AboutText text={rep.bio} none="This rep has not written a bio yet." />
          </ProfileCard>
        </div>
        <aside className="dealer-profile__aside" aria-label="Specializations and facts">
          <ProfileCard id="rep-specs-title" title="Specializations">
            {rep.specializations.length ? (
              <ul className={businessCardStyles.tags}>
                {rep.specializations.map((s) => (
                  <li key={s}>
                    <Badge>{s}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">Every kind of vehicle.</p>
            )}
          </ProfileCard>
          <ProfileCard id="rep-facts-title" title="Quick Facts">
            <FactsList
              facts={[
                Number.isFinite(since) ? ['Member since', since] : null,
                ['Phone', rep.phone ?? 'Not provided'],
                // Shown only when the rep chose to; the Contact dialog always reaches them.
                rep.email ? ['Email', rep.email, { wrap: true }] : null,
              ]}
            />
          </ProfileCard>
        </aside>
      </div>
      {messaging ? (
        <SendMessageDialog kind="salesRep" to={rep} onClose={() => setMessaging(false)} />
      ) : null}
    </div>
  );
}
