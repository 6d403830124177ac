import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon, SearchIcon } from '../../../ui';
import { useAuth } from '../../auth';
import { UnreadBadge } from '../../messages';
import { CATEGORY_LINKS, searchLink, secondaryLinks } from '../navigation';
import { AccountActions } from './AccountActions';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link is-active' : 'site-nav__link';

export function Header() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const search = searchLink(pathname);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="site-header__inner">
          <Logo />
          <nav className="site-nav site-nav--primary" aria-label="Categories">
            {CATEGORY_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
                {link.label}
                {link.to === '/messages' ? <UnreadBadge /> : null}
              </NavLink>
            ))}
            <NavLink to={search.to} className="site-nav__link site-nav__search">
              <SearchIcon aria-hidden="true" />
              {search.label}
            </NavLink>
          </nav>
          <div className="site-header__actions">
            <AccountActions layout="bar" />
          </div>
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            <UnreadBadge />
          </button>
        </div>
      </div>
      <div className="site-header__sub">
        <nav className="site-header__inner site-nav site-nav--secondary" aria-label="Marketplace">
          {secondaryLinks(user).map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
              {link.to === '/messages' ? <UnreadBadge /> : null}
            </NavLink>
          ))}
        </nav>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
