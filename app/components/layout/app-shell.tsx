import { Link, useLocation } from '@remix-run/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#contract/auth';
import type { Counters } from '~/utils/counters';
import { useOnceTrue } from '~/utils/use-once-true';
import { PlusIcon } from '../icons';
import { DemoPasswordBanner } from './demo-password-banner';
import { LanguageSwitcher } from './language-switcher';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';
import { useLive, useLiveDemoPasswordLogins } from '~/live/live-provider';
import { useUiSettings, useUiSettingsSaves } from './use-ui-settings';
import { useFabClear } from './use-fab-clear';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The customizer's panel (react-bootstrap's Offcanvas and what it brings) is loaded the first
 * time it is opened, not with every screen (docs/decisions/018-what-the-browser-loads.md).
 */
const ThemeCustomizer = lazy(() => import('./theme-customizer').then((m) => ({ default: m.ThemeCustomizer })));

/** The signed-in frame of docs/screens.md 'Layout': top bar, sidebar, customizer, the page. */
/** Below this width (tablets) the menu is a rail of icons; app.css holds the same number. */
const RAIL_UNTIL_PX = 1200;

export function AppShell({ profile, counters, children }: { profile: Profile; counters: Counters; children: ReactNode }) {
  const { t } = useTranslation();
  const demoPasswordLogins = useLiveDemoPasswordLogins(profile.demo_password_logins);
  const { connected } = useLive();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const customizerUsed = useOnceTrue(customizerOpen);
  const location = useLocation();
  const ui = useUiSettings();
  useUiSettingsSaves();

  // The phone menu closes when the page changes.
  useEffect(() => setSidebarOpen(false), [location.pathname]);
  // On the master's lists and task pages; not over a form with its own button at the bottom
  // (the wizard, the services edit, the profile), where a thumb would start a new order.
  const showFab = profile.role === 'master' && /^\/master\/(tasks\/(?!new$)[^/]+|task\/\d+)\/?$/.test(location.pathname);
  useScrollToTop();
  // What the page holds (not the room kept under it): the '+' shows only once that ends above it.
  const pageContent = useRef<HTMLDivElement>(null);
  const fabClear = useFabClear(pageContent, showFab);

  return (
    <div className="wd-shell">
      <Topbar
        profile={profile}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => {
          // Phones and tablets show the full menu over the page (tablets keep a rail of
          // icons beside it); a desk screen collapses it to icons and remembers that.
          if (window.matchMedia(`(min-width: ${RAIL_UNTIL_PX}px)`).matches) ui.set('collapsed', !ui.isOn('collapsed'));
          else setSidebarOpen((v) => !v);
        }}
        onOpenCustomizer={() => setCustomizerOpen(true)}
      />
      <Sidebar role={profile.role} counters={counters} open={sidebarOpen} onNavigate={closeSidebar} />
      {sidebarOpen ? <div className="wd-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} /> : null}
      {connected ? null : (
        <div className="wd-offline alert alert-warning py-1 px-3 mb-0" role="status">
          {t('live.offline')}
        </div>
      )}
      {/* Room under the last card for the floating '+', which would otherwise cover its buttons. */}
      <main className={`wd-content ${showFab ? 'wd-has-fab' : ''}`}>
        <div ref={pageContent}>
          <div className="wd-container">
            <DemoPasswordBanner logins={demoPasswordLogins} own={profile.login} />
            {children}
          </div>
          <div className="wd-language-footer d-md-none mt-4 d-flex justify-content-center">
            <LanguageSwitcher />
          </div>
        </div>
      </main>
      {showFab ? (
        <Link
          to="/master/tasks/new"
          className={`btn btn-primary wd-fab d-sm-none ${fabClear ? '' : 'wd-fab-away'}`}
          aria-label={t('menu.newOrder')}
        >
          <PlusIcon />
        </Link>
      ) : null}
      {customizerUsed ? (
        <Suspense fallback={null}>
          <ThemeCustomizer show={customizerOpen} onHide={() => setCustomizerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
