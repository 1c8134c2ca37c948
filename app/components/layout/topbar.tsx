import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#contract/auth';
import { roleHome } from '#contract/roles';
import { GearIcon, MenuIcon, PlusIcon } from '../icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';

interface TopbarProps {
  profile: Profile;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenCustomizer: () => void;
}

export function Topbar({ profile, sidebarOpen, onToggleSidebar, onOpenCustomizer }: TopbarProps) {
  const { t } = useTranslation();
  return (
    <header className="wd-topbar">
      <button
        type="button"
        className="btn wd-topbar-btn"
        aria-label={t('topbar.toggleMenu')}
        aria-controls="wd-sidebar"
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </button>
      {/* Named by its content, so the name holds the visible 'Washdesk' (WCAG 2.5.3 'Label in Name'). */}
      <Link to={roleHome(profile.role)} className="wd-topbar-logo text-body text-decoration-none">
        <Logo compact />
        <span className="visually-hidden">{t('topbar.home')}</span>
      </Link>
      <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
        {profile.role === 'master' ? (
          <Link to="/master/tasks/new" className="btn btn-primary d-sm-none wd-topbar-new">
            <PlusIcon /> <span>{t('menu.newOrder')}</span>
          </Link>
        ) : null}
        <div className="d-none d-md-block">
          <LanguageSwitcher />
        </div>
        <button type="button" className="btn wd-topbar-btn" aria-label={t('topbar.customizer')} onClick={onOpenCustomizer}>
          <GearIcon />
        </button>
        <ProfileMenu profile={profile} />
      </div>
    </header>
  );
}
