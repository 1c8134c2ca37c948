import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '~/i18n';

/** RU / EN / FR / DE, kept in a cookie by /resources/locale. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/resources/locale" className="btn-group" role="group" aria-label={t('topbar.language')}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
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
    </Form>
  );
}
