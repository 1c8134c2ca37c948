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
  let json = serverSide ? written.get(lng) : undefined;
  if (json === undefined) {
    const resources = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) as unknown]));
    // `<` escaped: a translation containing "</script>" cannot end the element.
    json = JSON.stringify({ lng, resources }).replace(/</g, '\\u003c');
    if (serverSide) written.set(lng, json);
  }
  return (
    <script id={TRANSLATIONS_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
  );
}

// The server's words never change while it runs: each language is written once (writing it
// for every page was a twentieth of a sign-in page's server time). The browser writes it
// anew, since a language chosen there arrives in parts.
const serverSide = typeof document === 'undefined';
const written = new Map<string, string>();
