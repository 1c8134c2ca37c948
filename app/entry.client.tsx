import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TRANSLATIONS_ELEMENT_ID } from './components/translations-script';
import { fallbackLanguage, i18nConfig } from './i18n';

/** The translations the server wrote into the document (components/translations-script.tsx). */
function inlineTranslations(): { lng: string; resources: Record<string, Record<string, unknown>> } {
  const text = document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent;
  if (!text) return { lng: document.documentElement.lang || fallbackLanguage, resources: {} };
  return JSON.parse(text) as { lng: string; resources: Record<string, Record<string, unknown>> };
}

async function hydrate() {
  const { lng, resources } = inlineTranslations();
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
