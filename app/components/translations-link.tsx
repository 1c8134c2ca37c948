/** The id of the link that names the page's words (entry.client.tsx reads them from there). */
export const TRANSLATIONS_ELEMENT_ID = 'wd-i18n';

/** The words of a language as the server hands them to the browser. */
export interface PageWords {
  lng: string;
  resources: Record<string, Record<string, unknown>>;
}

/**
 * The words of the page's language: a JSON file named by its content
 * (app/utils/words-file.server.ts), fetched at once beside the app's own scripts and kept by
 * the browser, so a page does not carry them (docs/decisions/045-the-words-a-cached-file.md).
 * entry.client.tsx reads the same address, and gets this very download.
 */
export function TranslationsLink({ href }: { href: string }) {
  return <link id={TRANSLATIONS_ELEMENT_ID} rel="preload" as="fetch" crossOrigin="anonymous" href={href} />;
}
