import { NavLink, useLocation } from 'react-router-dom';
import { Dialog } from '../../../ui';
import { useAuth } from '../../auth';
import { UnreadBadge } from '../../messages';
import { CATEGORY_LINKS, searchLink, secondaryLinks } from '../navigation';
import { AccountActions } from './AccountActions';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'mobile-menu__link is-active' : 'mobile-menu__link';

/** The header's links again, in a drawer for small screens (focus-trapped, Esc closes). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const search = searchLink(pathname);

  return (
    <Dialog open={open} onClose={onClose} title="Menu" variant="drawer" className="mobile-menu">
      <nav aria-label="Mobile" className="mobile-menu__nav">
        <p className="mobile-menu__heading">Browse</p>
        <ul>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass} onClick={onClose}>
                {link.label}
                {link.to === '/messages' ? <UnreadBadge /> : null}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={search.to} className="mobile-menu__link" onClick={onClose}>
              {search.label}
            </NavLink>
          </li>
        </ul>
        <p className="mobile-menu__heading">Marketplace</p>
        <ul>
          {secondaryLinks(user).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={onClose}>
                {link.label}
                {link.to === '/messages' ? <UnreadBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountActions layout="menu" onNavigate={onClose} />
    </Dialog>
  );
}
