import { BUSINESS_HOURS } from '@market/contracts';
import { Card, CardBody, CardHeader, MailIcon, PhoneIcon } from '../../../ui';
import { useSiteSettings } from '../../site-settings';

/** SPEC §2 Contact side cards: e-mail (and phone when the site has one) and business hours (§9). */
export function ContactSideCards() {
  const { contactEmail, contactPhone } = useSiteSettings();
  return (
    <div className="stack">
      <Card as="section" aria-labelledby="contact-email-title">
        <CardHeader title="Email us" titleId="contact-email-title" level={2} />
        <CardBody className="contact-card">
          <span className="icon-tile" aria-hidden="true">
            <MailIcon />
          </span>
          <div>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <p className="text-sm text-muted">We typically respond within 24 hours.</p>
          </div>
        </CardBody>
      </Card>
      {contactPhone ? (
        <Card as="section" aria-labelledby="contact-phone-title">
          <CardHeader title="Call us" titleId="contact-phone-title" level={2} />
          <CardBody className="contact-card">
            <span className="icon-tile" aria-hidden="true">
              <PhoneIcon />
            </span>
            <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
          </CardBody>
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="contact-hours-title">
        <CardHeader title="Business hours" titleId="contact-hours-title" level={2} />
        <CardBody>
          <dl className="contact-hours">
            {BUSINESS_HOURS.map((row) => (
              <div key={row.days} className="contact-hours__row">
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
    </div>
  );
}
