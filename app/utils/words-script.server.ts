import { createHash } from 'node:crypto';
import { isLanguage, namespaces, type Language } from '~/i18n';
import { resources } from '~/locales.server';

/** Where the browser finds a language's words (app/routes/words.$file.tsx). */
const PREFIX = '/words/';

interface WordsScript {
  href: string;
  body: string;
}

const scripts = new Map<Language, WordsScript>();

/**
 * A language's words as a script that hands them to the page (entry.client.tsx), named by a hash
 * of its content: the browser keeps it for a year and reads it once per language and release,
 * instead of every page carrying some 85 kB of them (docs/decisions/045-the-words-a-cached-script.md).
 */
function wordsScript(lng: Language): WordsScript {
  let script = scripts.get(lng);
  if (!script) {
    const words = Object.fromEntries(namespaces.map((ns) => [ns, resources[lng][ns]]));
    const body = `window.__wdWords=${JSON.stringify({ lng, resources: words })};\n`;
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    script = { href: `${PREFIX}${lng}.${hash}.js`, body };
    scripts.set(lng, script);
  }
  return script;
}

/** The address of the page language's words, for the document's head. */
export function wordsHref(lng: Language): string {
  return wordsScript(lng).href;
}

/**
 * The script a file name asks for: `ru.<hash>.js`. `current` is false for another hash (a page of
 * an earlier release): it gets today's words, which it must not keep.
 */
export function wordsFile(file: string): { body: string; current: boolean } | undefined {
  const match = /^([a-z]{2})\.([\w-]{1,32})\.js$/.exec(file);
  if (!match || !isLanguage(match[1])) return undefined;
  const script = wordsScript(match[1]);
  return { body: script.body, current: script.href === `${PREFIX}${file}` };
}
