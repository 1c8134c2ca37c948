import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TRANSLATIONS_ELEMENT_ID, type PageWords } from './components/translations-script';
import { fallbackLanguage, i18nConfig, namespaces } from './i18n';
import { fetchWords } from './utils/fetch-words';

/**
 * The page's words: from the script the document names (components/translations-script.tsx),
 * once it has run (it loads beside this one, in either order); should it fail, from /locales.
 */
async function pageWords(): Promise<PageWords> {
  const lng = document.documentElement.lang || fallbackLanguage;
  const element = document.getElementById(TRANSLATIONS_ELEMENT_ID);
  const brought =
    window.__wdWords ??
    (element
      ? await new Promise<PageWords | undefined>((resolve) => {
          element.addEventListener('load', () => resolve(window.__wdWords));
          element.addEventListener('error', () => resolve(undefined));
        })
      : undefined);
  if (brought?.lng === lng) return brought;
  const bundles = await Promise.all(namespaces.map(async (ns) => [ns, await fetchWords(lng, ns).catch(() => ({}))] as const));
  return { lng, resources: Object.fromEntries(bundles) };
}

async function hydrate() {
  const { lng, resources } = await pageWords();
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng, resources: { [lng]: resources } });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
