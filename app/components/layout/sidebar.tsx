import { NavLink } from '@remix-run/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '#contract/roles';
import type { Counters } from '~/utils/counters';
import { useLiveCounters } from '~/live/live-provider';
import { menuOf } from './menu';

interface SidebarProps {
  role: Role;
  /** The loader's counters: the pushed ones replace them. */
  counters: Counters;
  /** Shown over the page on phones (docs/screens.md: mobile show/hide). */
  open: boolean;
  onNavigate: () => void;
}

/**
 * The menu with its counters. It reads the pushed counters itself and is drawn again only when
 * they or its props change: a push redraws the badges, not the frame or the page.
 */
export const Sidebar = memo(function Sidebar({ role, counters: fromLoader, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const counters = useLiveCounters(fromLoader);
  return (
    <nav id="wd-sidebar" className={`wd-sidebar ${open ? 'wd-sidebar-open' : ''}`} aria-label={t('menu.title')}>
      {menuOf(role).map((group) => (
        <div key={group.heading ?? 'menu'} className="wd-menu-group">
          {group.heading ? <h2 className="wd-menu-heading">{t(group.heading)}</h2> : null}
          <ul className="nav flex-column wd-menu">
            {group.items.map((item) => {
              const count = item.counter ? counters[item.counter] : undefined;
              return (
                <li className="nav-item" key={item.to}>
                  <NavLink to={item.to} className="nav-link wd-menu-link" onClick={onNavigate} end={!item.to.startsWith('/owner/')}>
                    <span className="wd-menu-icon">{item.icon}</span>
                    <span className="wd-menu-label">{t(item.label)}</span>
                    {count !== undefined ? (
                      <span
                        className={`badge rounded-pill ms-auto wd-menu-badge ${item.badge ?? 'text-bg-secondary'}`}
                        data-counter={item.counter}
                      >
                        {count}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
});
