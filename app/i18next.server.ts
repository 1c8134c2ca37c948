import { createCookie } from '@remix-run/node';
import { RemixI18Next } from 'remix-i18next/server';
import { fallbackLanguage, i18nConfig, supportedLanguages } from './i18n';
import { nestedQuotes } from './nested-quotes';
import { resources } from './locales.server';

/** The language switcher's choice; without it the product speaks Russian. */
export const languageCookie = createCookie('wd_lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ['cookie'],
  },
  i18next: { ...i18nConfig, resources },
  plugins: [nestedQuotes],
});
