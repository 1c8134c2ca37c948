/**
 * Quotes inside quotes, as each language prints them: a name that brings its own «» (a discount
 * group «ЖК «Событие»») put inside a label's «» reads «Группа «ЖК „Событие“»», not three «« in a
 * row. Worked out on the whole translated text, so a name shown on its own keeps its «»; a text
 * whose «» do not pair up (a name typed with one of them) is left as it is, rather than guessed at.
 */
// The API's Russian texts (api/domain/refusal-text.ts) and the screens' i18next (app/nested-quotes.ts) share it.
const INNER: Record<string, readonly [string, string]> = {
  ru: ['„', '“'],
  fr: ['“', '”'],
  de: ['‹', '›'],
  en: ['“', '”'],
};

export function nestQuotes(text: string, language = 'ru'): string {
  if (!text.includes('«') || !paired(text)) return text;
  const [open, close] = Object.hasOwn(INNER, language) ? INNER[language]! : INNER.ru!;
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '«') {
      out += depth > 0 ? open : ch;
      depth += 1;
    } else if (ch === '»' && depth > 0) {
      depth -= 1;
      out += depth > 0 ? close : ch;
    } else out += ch;
  }
  return out;
}

/** Whether every « closes with a » after it, and no » closes nothing. */
function paired(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '«') depth += 1;
    else if (ch === '»' && (depth -= 1) < 0) return false;
  }
  return depth === 0;
}
