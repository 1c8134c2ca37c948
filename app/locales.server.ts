import deCommon from '../locales/de/common.json';
import deErrors from '../locales/de/errors.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import frCommon from '../locales/fr/common.json';
import frErrors from '../locales/fr/errors.json';
import ruCommon from '../locales/ru/common.json';
import ruErrors from '../locales/ru/errors.json';

/** Server-side text sets, bundled; the browser loads the same files from /locales. */
export const resources = {
  ru: { common: ruCommon, errors: ruErrors },
  en: { common: enCommon, errors: enErrors },
  fr: { common: frCommon, errors: frErrors },
  de: { common: deCommon, errors: deErrors },
};
