import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_REP_MESSAGE_SUBJECT, type SalesRep } from '@market/contracts';
import {
  BackLink,
  Badge,
  Button,
  ButtonAnchor,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  MailIcon,
  MessageIcon,
  PhoneIcon,
  StockIcon,
  StoreIcon,
} from '../../../ui';
import { businessCardStyles } from './BusinessCard';
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
      <section className="dealer-hero" aria-labelledby="rep-name">
        <EntityAvatar name={rep.name} size="lg" shape="round" />
        <div className="dealer-hero__text">
          <h1 id="rep-name" className="dealer-hero__name">
            {rep.name}
          </h1>
          <div className="cluster dealer-hero__meta">
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
          </div>
        </div>
        <div className="dealer-hero__actions">
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
        </div>
      </section>
      <div className="dealer-profile__layout">
        <div className="dealer-profile__main">
          <Card as="section" aria-labelledby="rep-about-title">
            <CardHeader title={`About ${rep.firstName ?? rep.name}`} titleId="rep-about-title" />
            <CardBody>
              {rep.bio ? (
                <p className="dealer-about__text">{rep.bio}</p>
              ) : (
                <p className="text-muted">This rep has not written a bio yet.</p>
              )}
            </CardBody>
          </Card>
        </div>
        <aside className="dealer-profile__aside" aria-label="Specializations and facts">
          <Card as="section" aria-labelledby="rep-specs-title">
            <CardHeader title="Specializations" titleId="rep-specs-title" />
            <CardBody>
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
            </CardBody>
          </Card>
          <Card as="section" aria-labelledby="rep-facts-title">
            <CardHeader title="Quick Facts" titleId="rep-facts-title" />
            <CardBody>
              <dl className="facts-list">
                {Number.isFinite(since) ? (
                  <div>
                    <dt>Member since</dt>
                    <dd>{since}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Phone</dt>
                  <dd>{rep.phone ?? 'Not provided'}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd className="facts-list__wrap">{rep.email}</dd>
                </div>
              </dl>
            </CardBody>
          </Card>
        </aside>
      </div>
      {messaging ? (
        <SendMessageDialog kind="salesRep" to={rep} onClose={() => setMessaging(false)} />
      ) : null}
    </div>
  );
}
