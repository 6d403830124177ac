import { NavLink } from 'react-router-dom';
import { cx } from '../../../ui';
import { ADMIN_GROUPS, ADMIN_TABS, DEFAULT_ADMIN_TAB } from '../adminTabs';

/** The four groups of SPEC §2 and their tabs; each tab is a link (its own URL). */
export function AdminNav({ current }: { current: string | null }) {
  return (
    <nav className="admin-nav" aria-label="Admin sections">
      {ADMIN_GROUPS.map(({ group, tabs }) => (
        <div key={group} className="admin-nav__group">
          <h2 className="admin-nav__heading">{group}</h2>
          <ul className="admin-nav__list">
            {tabs.map((id) => {
              const tab = ADMIN_TABS[id];
              const to = id === DEFAULT_ADMIN_TAB ? '/admin' : `/admin/${id}`;
              return (
                <li key={id}>
                  <NavLink
                    to={to}
                    end
                    className={cx('admin-nav__link', current === id && 'admin-nav__link--active')}
                    aria-current={current === id ? 'page' : undefined}
                  >
                    {tab.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
