import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { beforeAll } from 'vitest';
import { i18nConfig, namespaces, supportedLanguages } from '../app/i18n';
import { nestedQuotes } from '../app/nested-quotes';

const load = (lng: string, ns: string) => JSON.parse(readFileSync(path.join('locales', lng, `${ns}.json`), 'utf8')) as object;

/**
 * One i18next instance per language, over the locale files as they are on disk, set up
 * before the calling test file's tests run: what the locales' tests read the words through.
 */
export function languageInstances(): Map<string, i18n> {
  const instances = new Map<string, i18n>();
  beforeAll(async () => {
    for (const lng of supportedLanguages) {
      const instance = i18next.createInstance().use(nestedQuotes);
      await instance.init({
        ...i18nConfig,
        lng,
        resources: Object.fromEntries(supportedLanguages.map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, load(l, ns)]))])),
      });
      instances.set(lng, instance);
    }
  });
  return instances;
}
