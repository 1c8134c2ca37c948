/** i18next settings shared by the server and the browser. Russian is the product's language. */
export const supportedLanguages = ['ru', 'en', 'fr', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'ru';
export const namespaces = ['common', 'errors'] as const;

export const i18nConfig = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: 'common',
  ns: [...namespaces],
  interpolation: { escapeValue: false },
  // Registered on every instance: `nestedQuotes` of app/nested-quotes.ts.
  postProcess: ['nestedQuotes'],
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}
