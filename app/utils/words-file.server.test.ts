import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loader } from '~/routes/words.$file';
import { resources } from '~/locales.server';
import { WORDS_PATH } from './words-path';
import { wordsAt, wordsHref } from './words-file.server';

const load = (path: string, headers: Record<string, string> = {}) =>
  loader({ params: {}, request: new Request(`http://x${path}`, { headers }), context: {} } as never);

describe('the words of a language, a file named by its content', () => {
  it('hands the page every namespace of its language, to be kept a year', async () => {
    const href = wordsHref('ru');
    expect(href).toMatch(/^\/words\/ru\.[\w-]{12}\.json$/);
    const response = await load(href);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual({ lng: 'ru', resources: resources.ru });
  });

  it('sends the words packed once at their best: brotli to a browser that reads it, gzip to one that reads only that', async () => {
    const href = wordsHref('ru');
    const packed = await load(href, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(packed.headers.get('Content-Encoding')).toBe('br');
    expect(packed.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await packed.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual({ lng: 'ru', resources: resources.ru });
    // Smaller than the on-the-fly packing's level (4) gives.
    expect(body.length).toBeLessThan(0.9 * brotliCompressed(await (await load(href)).text(), 4));
    // Packed once: the server's own packing of pages would do it on the event loop for each request.
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const gzipped = await load(href, { 'Accept-Encoding': accept });
      expect(gzipped.headers.get('Content-Encoding'), accept).toBe('gzip');
      expect(gzipped.headers.get('Vary')).toBe('Accept-Encoding');
      const words = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8');
      expect(JSON.parse(words)).toEqual({ lng: 'ru', resources: resources.ru });
    }
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await load(href, { 'Accept-Encoding': accept });
      expect(plain.headers.get('Content-Encoding'), accept).toBeNull();
      expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    }
  });

  it('names each language apart, and the same words by the same name', () => {
    const names = (['ru', 'en', 'fr', 'de'] as const).map(wordsHref);
    expect(new Set(names).size).toBe(4);
    expect(wordsHref('en')).toBe(names[1]);
  });

  it('answers 404 to any other name: an earlier release, another spelling, another language or shape', async () => {
    const today = wordsHref('en');
    const paths = [
      '/words/en.earlier-hash.json',
      today.toUpperCase(),
      today.replace('/words/', '/WORDS/'),
      today.replace('.json', '.js'),
      `${today}.data`,
      '/words/xx.abcdefghijkl.json',
      '/words/ru.json',
      '/words/',
    ];
    for (const path of paths) expect((await load(path)).status, path).toBe(404);
  });

  it('is the only path the server lets a cache keep: every language’s file has its shape, nothing else does', () => {
    for (const lng of ['ru', 'en', 'fr', 'de'] as const) expect(WORDS_PATH.test(wordsHref(lng))).toBe(true);
    for (const path of ['/words/../cashier/tasks/active', '/words/%2e%2e/account/profile', '/words/ru.x.js.data', '/words/a/b', '/words/'])
      expect(WORDS_PATH.test(path), path).toBe(false);
    expect(wordsAt('/words/../cashier/tasks/active')).toBeUndefined();
  });
});

function brotliCompressed(text: string, quality: number): number {
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
}
