import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TRANSLATIONS_ELEMENT_ID, type PageWords } from './components/translations-link';
import { fallbackLanguage, i18nConfig, namespaces } from './i18n';
import { nestedQuotes } from './nested-quotes';
import { fetchWords } from './utils/fetch-words';

/** The words the document names (components/translations-link.tsx): the download its preload began. */
async function namedWords(lng: string): Promise<PageWords['resources'] | undefined> {
  const href = document.getElementById(TRANSLATIONS_ELEMENT_ID)?.getAttribute('href');
  if (!href) return undefined;
  try {
    // A download that neither answers nor fails (a preload cut off half-way) must not hold the page: /locales follows.
    const response = await fetch(href, { credentials: 'same-origin', signal: AbortSignal.timeout(NAMED_WORDS_WAIT_MS) });
    if (!response.ok) return undefined;
    const words = (await response.json()) as PageWords;
    return words.lng === lng ? words.resources : undefined;
  } catch {
    return undefined;
  }
}

/** How long the page waits for the words file its document names before it asks /locales. */
const NAMED_WORDS_WAIT_MS = 5_000;
/** The waits before /locales is asked again: one lost answer must not leave the page unhydrated. */
const PUBLISHED_RETRIES_MS = [500, 2_000];

/** The same words from /locales, as the language switcher reads another language; asked up to three times. */
async function publishedWords(lng: string): Promise<PageWords['resources'] | undefined> {
  for (const wait of [0, ...PUBLISHED_RETRIES_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return Object.fromEntries(await Promise.all(namespaces.map(async (ns) => [ns, await fetchWords(lng, ns)] as const)));
    } catch {
      // asked again after the next wait
    }
  }
  return undefined;
}

/**
 * Hydrates the page once it has its words. Without them it stays as the server rendered it,
 * a page that works as without JavaScript, rather than one showing keys instead of words.
 */
async function hydrate() {
  const lng = document.documentElement.lang || fallbackLanguage;
  const resources = (await namedWords(lng)) ?? (await publishedWords(lng));
  if (!resources) return;
  await i18next
    .use(initReactI18next)
    .use(nestedQuotes)
    .init({ ...i18nConfig, lng, resources: { [lng]: resources } });

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
