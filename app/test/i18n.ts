import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/ru/common.json';
import errors from '../../locales/ru/errors.json';
import { i18nConfig } from '~/i18n';
import { nestedQuotes } from '~/nested-quotes';
import { decodeError } from '~/utils/form-errors';

/**
 * The screens' words in Russian, the product's language (locales/ru/), for tests that say
 * what a person would read: an i18next of the app's settings (app/i18n.ts), ready at once.
 */
export function russian(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(nestedQuotes)
    .init({ ...i18nConfig, lng: 'ru', resources: { ru: { common, errors } }, initImmediate: false });
  return instance;
}

const ru = russian();

/** A form error or an API message as the page shows it (useErrorText of app/components/forms.tsx). */
export function said(message: string): string {
  const decoded = decodeError(message);
  return decoded ? ru.getFixedT('ru', 'errors')(decoded.key, decoded.params) : message;
}

/** A label of the screens (common namespace). */
export function label(key: string, params?: Record<string, unknown>): string {
  return ru.getFixedT('ru', 'common')(key, params);
}
