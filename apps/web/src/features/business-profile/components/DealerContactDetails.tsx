import type { DealerProfile } from '@market/contracts';
import {
  Card,
  CardBody,
  CardHeader,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '../../../ui';
import { telHref } from '../../listings';
import { addressLines, mailtoHref, websiteLabel } from '../format';
import { EmailText } from './EmailText';

/** Address, phone, e-mail and website; only what the dealer has given. */
export function DealerContactDetails({ dealer }: { dealer: DealerProfile }) {
  const address = addressLines({
    street: dealer.businessAddress,
    city: dealer.businessCity,
    state: dealer.businessState,
    zip: dealer.businessZip,
  });
  const tel = telHref(dealer.businessPhone);
  const mail = mailtoHref(dealer.businessEmail);
  return (
    <Card as="section" aria-labelledby="contact-details-title">
      <CardHeader title="Contact Details" titleId="contact-details-title" level={2} />
      <CardBody>
        <ul className="stack-list contact-list">
          {address ? (
            <li>
              <MapPinIcon />
              <address>
                {address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
          ) : null}
          {dealer.businessPhone ? (
            <li>
              <PhoneIcon aria-hidden="true" />
              {tel ? <a href={tel}>{dealer.businessPhone}</a> : dealer.businessPhone}
            </li>
          ) : null}
          {mail ? (
            <li>
              <MailIcon />
              <a href={mail}>
                <EmailText email={dealer.businessEmail ?? ''} />
              </a>
            </li>
          ) : null}
          {dealer.websiteUrl ? (
            <li>
              <GlobeIcon />
              <a href={dealer.websiteUrl} target="_blank" rel="noopener noreferrer nofollow">
                {websiteLabel(dealer.websiteUrl)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          {!address && !dealer.businessPhone && !mail && !dealer.websiteUrl ? (
            <li className="text-muted">Use Send Message to reach this dealer.</li>
          ) : null}
        </ul>
      </CardBody>
    </Card>
  );
}
