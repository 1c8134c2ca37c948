import type { CustomerWords } from '~/components/customer/order-markup';

/** The element of the order page that holds its script's words (a JSON script). */
export const PAGE_WORDS_ID = 'wd-customer-words';

/** What the order page sends its script (components/customer/customer-order.tsx): its language, time zone and words. */
export interface PageWords {
  lng: string;
  timeZone: string;
  words: Record<string, unknown>;
}

/**
 * The `customer` words (keys `customer.…`) as the server's i18next says them, for the few features they use:
 * nested keys (`state.done`), `{{name}}` values, and a count's plural form by the language's
 * rules (`ahead_few`, as i18next picks it with `Intl.PluralRules`). A key not found says itself,
 * as i18next does. Its test holds it to i18next's answers for every key.
 */
export function wordsOf(page: Pick<PageWords, 'lng' | 'words'>): CustomerWords {
  const plural = new Intl.PluralRules(page.lng);
  const find = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        page.words,
      );
  return (fullKey, values) => {
    const key = fullKey.replace(/^customer\./, '');
    const count = values?.count;
    const text = (typeof count === 'number' ? find(`${key}_${plural.select(count)}`) : undefined) ?? find(key);
    if (typeof text !== 'string') return fullKey;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  };
}
