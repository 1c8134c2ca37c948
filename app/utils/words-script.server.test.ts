import { describe, expect, it } from 'vitest';
import { loader } from '~/routes/words.$file';
import { resources } from '~/locales.server';
import { wordsFile, wordsHref } from './words-script.server';

const load = (file: string) => loader({ params: { file }, request: new Request(`http://x/words/${file}`), context: {} } as never);

/** What the script hands the page when a browser runs it. */
function run(body: string): unknown {
  const window: { __wdWords?: unknown } = {};
  new Function('window', body)(window);
  return window.__wdWords;
}

describe('the words of a language, a script named by its content', () => {
  it('hands the page every namespace of its language', async () => {
    const href = wordsHref('ru');
    expect(href).toMatch(/^\/words\/ru\.[\w-]{12}\.js$/);
    const response = await load(href.slice('/words/'.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(run(await response.text())).toEqual({ lng: 'ru', resources: resources.ru });
  });

  it('names each language apart, and the same words by the same name', () => {
    const names = (['ru', 'en', 'fr', 'de'] as const).map(wordsHref);
    expect(new Set(names).size).toBe(4);
    expect(wordsHref('en')).toBe(names[1]);
  });

  it('gives a page of an earlier release today’s words, not to be kept', async () => {
    const response = await load('en.earlier-hash.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(run(await response.text())).toEqual({ lng: 'en', resources: resources.en });
    expect(wordsFile('en.earlier-hash.js')?.current).toBe(false);
  });

  it('answers 404 to a language it does not speak or a name of another shape', async () => {
    for (const file of ['xx.abc.js', 'ru.js', 'ru.abc.json', '../ru.abc.js', 'ru.abc.js.map', ''])
      expect((await load(file)).status, file).toBe(404);
  });
});
