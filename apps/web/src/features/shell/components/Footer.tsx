import { Link } from 'react-router-dom';
import { MailIcon } from '../../../ui';
import { FOOTER_COLUMNS, SUPPORT_EMAIL } from '../navigation';
import { Logo } from './Logo';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo inverse />
          <p className="site-footer__tagline">
            Your destination for luxury and premium automobiles: quality cars, motorcycles and
            trucks from trusted dealers and private sellers.
          </p>
          <a className="site-footer__email" href={`mailto:${SUPPORT_EMAIL}`}>
            <MailIcon aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
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
        <p>© 2025 Wheelbase. All rights reserved.</p>
        <p>Buy and sell cars, motorcycles and trucks with confidence.</p>
      </div>
    </footer>
  );
}
