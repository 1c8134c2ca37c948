import { Form, Link } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#contract/auth';
import { LogoutIcon, UserIcon } from '../icons';

/**
 * The profile dropdown: the user's e-mail, 'Настройки' and 'Выйти' (docs/screens.md 'Layout').
 * Bootstrap's dropdown markup and classes, opened by a button: the menu hangs under the top
 * bar's right edge, so it needs no positioning library (react-bootstrap's Dropdown brought
 * Popper, some 10 kB on every screen: docs/decisions/018-what-the-browser-loads.md). It closes
 * on Escape (focus back on the button), on a click outside it, and when an item is chosen.
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      {/* Named by its content, so the name holds the user's name where it shows (WCAG 2.5.3 'Label in Name'). */}
      <button
        ref={toggle}
        type="button"
        id="wd-profile"
        className={`btn btn-link dropdown-toggle wd-topbar-btn text-body text-decoration-none ${open ? 'show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon />
        <span className="visually-hidden">{t('topbar.profile')}</span>
        <span className="d-none d-md-inline ms-1">{profile.name}</span>
      </button>
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end wd-profile-menu ${open ? 'show' : ''}`}
        data-bs-popper="static"
        aria-labelledby="wd-profile"
      >
        <div className="dropdown-header">
          <div className="fw-semibold text-body">{profile.name}</div>
          <div className="small">{profile.email ?? t('profile.noEmail')}</div>
        </div>
        <hr className="dropdown-divider" />
        <Link to="/account/profile" className="dropdown-item wd-dropdown-item" onClick={() => setOpen(false)}>
          {t('topbar.settings')}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className="dropdown-item wd-dropdown-item">
            <LogoutIcon /> <span className="ms-1">{t('topbar.logout')}</span>
          </button>
        </Form>
      </div>
    </div>
  );
}
