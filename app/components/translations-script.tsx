import { useTranslation } from 'react-i18next';
import { namespaces } from '~/i18n';

/** The id of the script element the browser reads its translations from (entry.client.tsx). */
export const TRANSLATIONS_ELEMENT_ID = 'wd-i18n';

/**
 * The words of the page's language, written into the document as JSON (not executed, so no
 * nonce): the browser starts with them instead of fetching them after the scripts ran, and
 * ships no HTTP loader for them (docs/decisions/018-what-the-browser-loads.md). Only the
 * document carries them; a language chosen later is fetched when it is chosen
 * (use-language.ts).
 */
export function TranslationsScript({ lng }: { lng: string }) {
  const { i18n } = useTranslation();
  const resources = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) as unknown]));
  // `<` escaped: a translation containing "</script>" cannot end the element.
  const json = JSON.stringify({ lng, resources }).replace(/</g, '\\u003c');
  return <script id={TRANSLATIONS_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
