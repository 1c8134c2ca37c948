import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isLanguage, namespaces, type Language } from '~/i18n';
import { resources } from '~/locales.server';
import { WORDS_PATH } from './words-path';

/** Where the browser finds a language's words (app/routes/words.$file.tsx). */
export const WORDS_PREFIX = '/words/';

interface WordsFile {
  href: string;
  body: string;
  /** The body packed at brotli's best, once, on the first request that reads brotli. */
  packed?: Promise<Buffer>;
  /** The body in gzip, once, for a client that reads gzip and not brotli. */
  gzipped?: Promise<Buffer>;
}

const packBrotli = promisify(brotliCompress);
const packGzip = promisify(gzip);

const files = new Map<Language, WordsFile>();

/**
 * A language's words as one JSON file named by a hash of its content: the browser keeps it for
 * a year and reads it once per language and release, instead of every page carrying some 85 kB
 * of them (docs/decisions/045-the-words-a-cached-file.md). Built once per language.
 */
function wordsOf(lng: Language): WordsFile {
  let file = files.get(lng);
  if (!file) {
    const words = Object.fromEntries(namespaces.map((ns) => [ns, resources[lng][ns]]));
    const body = JSON.stringify({ lng, resources: words });
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    file = { href: `${WORDS_PREFIX}${lng}.${hash}.json`, body };
    files.set(lng, file);
  }
  return file;
}

/** The address of the page language's words, for the document's head. */
export function wordsHref(lng: Language): string {
  return wordsOf(lng).href;
}

/**
 * The words a path asks for: only today's name of a language, `/words/ru.<hash>.json`, as the
 * pages name it. Any other (an earlier release's hash, another spelling) is not found, and the
 * page then reads /locales (entry.client.tsx).
 */
export function wordsAt(pathname: string): WordsFile | undefined {
  const match = WORDS_PATH.exec(pathname);
  if (!match || !isLanguage(match[1])) return undefined;
  const file = wordsOf(match[1]);
  return file.href === pathname ? file : undefined;
}

/**
 * The file packed with brotli at its best level, a fifth smaller than packing each answer on the
 * fly (some 26 kB instead of 32 for Russian): the words are preloaded by every first page a
 * device opens (docs/decisions/047-staff-first-paint.md). Packed in the thread pool, once.
 */
export function packedWords(file: WordsFile): Promise<Buffer> {
  file.packed ??= packBrotli(Buffer.from(file.body), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length },
  });
  return file.packed;
}

/**
 * The file in gzip at its best level, for a client that does not read brotli: packed once in the
 * thread pool, where packing its 130 kB for each such request would hold the event loop some
 * milliseconds every time (the pages' own packing is on the loop: server/http/whole-answer.ts).
 */
export function gzippedWords(file: WordsFile): Promise<Buffer> {
  file.gzipped ??= packGzip(Buffer.from(file.body), { level: constants.Z_BEST_COMPRESSION });
  return file.gzipped;
}
