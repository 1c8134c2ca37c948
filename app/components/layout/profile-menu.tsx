import { Form, Link } from '@remix-run/react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import type { Profile } from '#contract/auth';
import { LogoutIcon, UserIcon } from '../icons';

/** The profile dropdown: the user's e-mail, 'Настройки' and 'Выйти' (docs/screens.md 'Layout'). */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      {/* Named by its content, so the name holds the user's name where it shows (WCAG 2.5.3 'Label in Name'). */}
      <Dropdown.Toggle variant="link" className="wd-topbar-btn text-body text-decoration-none" id="wd-profile">
        <UserIcon />
        <span className="visually-hidden">{t('topbar.profile')}</span>
        <span className="d-none d-md-inline ms-1">{profile.name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="wd-profile-menu">
        <Dropdown.Header>
          <div className="fw-semibold text-body">{profile.name}</div>
          <div className="small">{profile.email ?? t('profile.noEmail')}</div>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/account/profile" className="wd-dropdown-item">
          {t('topbar.settings')}
        </Dropdown.Item>
        <Form method="post" action="/logout">
          <Dropdown.Item as="button" type="submit" className="wd-dropdown-item">
            <LogoutIcon /> <span className="ms-1">{t('topbar.logout')}</span>
          </Dropdown.Item>
        </Form>
      </Dropdown.Menu>
    </Dropdown>
  );
}
