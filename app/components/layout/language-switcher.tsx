import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '~/i18n';

/**
 * RU / EN / FR / DE, kept in a cookie by /resources/locale. The buttons are a named group in a
 * box of their own: a form may not take the role of a group (axe's aria-allowed-role).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/resources/locale" className="d-inline-flex">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className="btn-group" role="group" aria-label={t('topbar.language')}>
        {supportedLanguages.map((lng) => {
          const current = i18n.language === lng;
          return (
            <button
              key={lng}
              type="submit"
              name="lng"
              value={lng}
              className={`btn btn-sm wd-lang ${current ? 'btn-primary' : 'btn-outline-secondary'}`}
              aria-pressed={current}
              lang={lng}
              title={t(`languages.${lng}`)}
            >
              {lng.toUpperCase()}
            </button>
          );
        })}
      </div>
    </Form>
  );
}
