import { Link } from 'react-router-dom';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  TwitterIcon,
  YoutubeIcon,
} from '../../../ui';
import { useSiteSettings } from '../../site-settings';
import type { SocialNetwork } from '../../site-settings';
import { FOOTER_COLUMNS } from '../navigation';
import { Logo } from './Logo';

const SOCIAL_ICONS: Record<SocialNetwork, typeof MailIcon> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
};

export function Footer() {
  const { siteName, contactEmail, contactPhone, socialLinks } = useSiteSettings();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo inverse />
          <p className="site-footer__tagline">
            Your destination for luxury and premium automobiles: quality cars, motorcycles and
            trucks from trusted dealers and private sellers.
          </p>
          <a className="site-footer__contact" href={`mailto:${contactEmail}`}>
            <MailIcon aria-hidden="true" />
            {contactEmail}
          </a>
          {contactPhone && (
            <a className="site-footer__contact" href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon aria-hidden="true" />
              {contactPhone}
            </a>
          )}
          {socialLinks.length > 0 && (
            <ul className="inline-list site-footer__social" aria-label="Social media">
              {socialLinks.map(({ network, label, url }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${siteName} on ${label}`}
                      title={label}
                    >
                      <Icon aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
        <p>Buy and sell cars, motorcycles and trucks with confidence.</p>
      </div>
    </footer>
  );
}
