import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { namespaces } from '~/i18n';
import { fetchWords } from './fetch-words';

/**
 * Follows the language the server chose (the root loader's locale, from the switcher's
 * cookie). The document brought its own language's words; another language's are fetched
 * from /locales the first time it is chosen, then i18next switches.
 */
export function useLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let current = true;
    const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(locale, ns));
    void Promise.all(
      missing.map(async (ns) => {
        i18n.addResourceBundle(locale, ns, await fetchWords(locale, ns), true, true);
      }),
    )
      .then(() => (current ? i18n.changeLanguage(locale) : undefined))
      // Unreachable translations leave the page in its language; the next load brings them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [i18n, locale]);
}
