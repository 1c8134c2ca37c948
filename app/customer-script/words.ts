import type { CustomerWords } from '~/components/customer/order-markup';

/** The element of the order page that holds its script's words (a JSON script). */
export const PAGE_WORDS_ID = 'wd-customer-words';

/** What the order page sends its script (components/customer/customer-order.tsx): its language, time zone and words (`pageWordsOf`). */
export interface PageWords {
  lng: string;
  timeZone: string;
  words: Record<string, unknown>;
}

/**
 * The words of a language's `common` namespace that the order page says: its own `customer`
 * words and the tyre profiles' names (a tyre line is named with its size), and nothing else of
 * the staff's words.
 */
export function pageWordsOf(common: Record<string, unknown>): Record<string, unknown> {
  const catalogue = common.catalogue as { profile?: unknown } | undefined;
  return { customer: common.customer ?? {}, catalogue: { profile: catalogue?.profile ?? {} } };
}

/**
 * The page's words (`pageWordsOf`) as the server's i18next says them, for the few features they
 * use: nested keys (`customer.state.done`), `{{name}}` values, a count's plural form by the
 * language's rules (`ahead_few`, as i18next picks it with `Intl.PluralRules`) and
 * `defaultValue`. A key not found says its default, or else itself, as i18next does. Its test
 * holds it to i18next's answers for every word the page says.
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
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === 'number' ? find(`${key}_${plural.select(count)}`) : undefined) ?? find(key);
    if (typeof text !== 'string') return values?.defaultValue === undefined ? key : String(values.defaultValue);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  };
}
