import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_REP_MESSAGE_SUBJECT, type SalesRep } from '@market/contracts';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardHeader,
  MailIcon,
  buttonClass,
} from '../../../ui';
import { EntityAvatar } from '../../dealers/components/EntityAvatar';
import { MessageIcon, StockIcon, StoreIcon } from '../../dealers/components/dealerIcons';
import { RatingStars } from '../../dealers/components/RatingStars';
import { mailtoHref } from '../../dealers/format';
import { PhoneIcon } from '../../listings/components/listingIcons';
import { telHref } from '../../listings/format';
import { ContactDialog, REP_CONTACT_TEXTS } from '../../messages/components/ContactDialog';
import { salesRepsApi } from '../api/salesRepsApi';
import { repListingsPath } from '../format';
import '../../dealers/components/dealers.css';
import '../../dealers/components/dealer-profile.css';
import './sales-reps.css';

/** /sales-reps/:id: who the rep is, what they specialise in, and the message dialog. */
export function SalesRepProfileView({ rep }: { rep: SalesRep }) {
  const [messaging, setMessaging] = useState(false);
  const tel = telHref(rep.phone);
  const mail = mailtoHref(rep.email, DEFAULT_REP_MESSAGE_SUBJECT);
  const since = new Date(rep.createdAt).getFullYear();

  return (
    <div className="dealer-profile">
      <ButtonLink
        to="/sales-reps"
        variant="ghost"
        size="sm"
        icon={<ArrowLeftIcon />}
        className="back-link"
      >
        All Sales Reps
      </ButtonLink>
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
          {tel ? (
            <a className={buttonClass({ variant: 'secondary' })} href={tel}>
              <span className="btn__icon">
                <PhoneIcon />
              </span>
              <span className="btn__label">Call</span>
            </a>
          ) : null}
          {mail ? (
            <a className={buttonClass({ variant: 'secondary' })} href={mail}>
              <span className="btn__icon">
                <MailIcon />
              </span>
              <span className="btn__label">Email</span>
            </a>
          ) : null}
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
                <ul className="rep-card__tags">
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
                {/* Shown only when the rep chose to; the Contact dialog always reaches them. */}
                {rep.email ? (
                  <div>
                    <dt>Email</dt>
                    <dd className="facts-list__wrap">{rep.email}</dd>
                  </div>
                ) : null}
              </dl>
            </CardBody>
          </Card>
        </aside>
      </div>
      <ContactDialog
        open={messaging}
        onClose={() => setMessaging(false)}
        recipientName={rep.name}
        defaultSubject={DEFAULT_REP_MESSAGE_SUBJECT}
        texts={REP_CONTACT_TEXTS}
        send={(input) => salesRepsApi.sendMessage(rep.id, input)}
      />
    </div>
  );
}
