import { NavLink } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '#contract/roles';
import type { Counters } from '~/utils/counters';
import { menuOf } from './menu';

interface SidebarProps {
  role: Role;
  counters: Counters;
  /** Shown over the page on phones (docs/screens.md: mobile show/hide). */
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ role, counters, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
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
}
