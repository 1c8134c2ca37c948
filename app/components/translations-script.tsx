/** The id of the script element that brings the page's words (entry.client.tsx waits for it). */
export const TRANSLATIONS_ELEMENT_ID = 'wd-i18n';

/** What the words script hands the page. */
export interface PageWords {
  lng: string;
  resources: Record<string, Record<string, unknown>>;
}

declare global {
  interface Window {
    __wdWords?: PageWords;
  }
}

/**
 * The words of the page's language: a script named by its content (app/utils/words-script.server.ts),
 * loaded beside the app's own scripts and kept by the browser, so a page does not carry them
 * (docs/decisions/045-the-words-a-cached-script.md). A language chosen later is fetched when it
 * is chosen (use-language.ts).
 */
export function TranslationsScript({ href }: { href: string }) {
  return <script id={TRANSLATIONS_ELEMENT_ID} src={href} async />;
}
