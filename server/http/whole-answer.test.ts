import type { Server } from 'node:http';
import { request } from 'node:http';
import { connect } from 'node:net';
import zlib, { brotliCompressSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import ru from '../../locales/ru/errors.json';
import { parseSettings } from '../../api/settings';
import { noTrustedPeer } from './forwarded-host';
import { mountCommonMiddleware } from './middleware';
import { ask, listening, rawExchange } from './packed-answers.test-support';
import { remixRequestOf } from './remix-request';
import { webErrors } from './web-errors';
import { PACK_OFF_LOOP_FROM, sendWhole } from './whole-answer';

const PAGE = `<!doctype html><html lang="ru"><body>${'<p>Заказ №12 · А 123 ВС 77 · 1 200 ₽</p>'.repeat(200)}</body></html>`;

/** A CSV bigger than what is packed on the event loop: the lapsed clients of a big site. */
const CSV = Array.from(
  { length: 4000 },
  (_, i) => `7916${1_000_000 + i * 7};Иванов Пётр ${i};2026-05-1${i % 10};${i % 40};${i * 13}.00`,
).join('\n');

/** A language's words as their route answers them: packed already. */
const PACKED = new Uint8Array(brotliCompressSync('слово '.repeat(400)));

/** What the Remix build would answer for each address, sent as the web app sends it. */
const ANSWERS: Record<string, () => globalThis.Response> = {
  '/page': () => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  '/short': () => new Response('<p>Готово</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  '/png': () => new Response(new Uint8Array(4096).fill(7), { headers: { 'Content-Type': 'image/png' } }),
  '/packed': () => new Response(PACKED, { headers: { 'Content-Type': 'text/plain', 'Content-Encoding': 'br' } }),
  '/headers': () => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Referrer-Policy': 'no-referrer', Vary: 'Cookie' });
    headers.append('Set-Cookie', 'a=1; Path=/');
    headers.append('Set-Cookie', 'b=2; Path=/');
    return new Response(PAGE, { status: 201, headers });
  },
  '/empty': () => new Response(null, { status: 204 }),
  '/moved': () => new Response(null, { status: 302, headers: { Location: '/page' } }),
  '/raw': () => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-transform' } }),
  // As Remix answers a HEAD: the GET's headers without its body.
  '/head': () => new Response(null, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  // A body that fails at its first read, on an answer that would set a cookie and name a file.
  '/broken': () =>
    new Response(new ReadableStream({ pull: (controller) => controller.error(new Error('the body failed')) }), {
      headers: { 'Content-Type': 'text/csv', 'Set-Cookie': 'a=1', 'Content-Disposition': 'attachment; filename="x.csv"' },
    }),
  '/csv': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
  '/csv-file': () =>
    new Response(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Set-Cookie': 'a=1',
        'Content-Disposition': 'attachment; filename="x.csv"',
        'Cache-Control': 'public, max-age=31536000',
      },
    }),
  '/data': () => new Response('x'.repeat(2000), { headers: { 'Content-Type': 'text/x-script', Vary: 'Accept-Encoding' } }),
};

/** A promise and the function that settles it. */
function settled<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const abortedWhileWaiting = settled<boolean>();
const abortedAfterSending = settled<boolean>();

describe("the web app's answer, sent whole", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    mountCommonMiddleware(app, {
      settings: parseSettings({ NODE_ENV: 'test' }),
      logger: pino({ level: 'silent' }),
      hostNames: ['127.0.0.1'],
      trusted: noTrustedPeer,
    });
    app.post('/echo', async (req, res, next) => {
      const fetchRequest = remixRequestOf(req, res, noTrustedPeer);
      const text = `${fetchRequest.method} ${fetchRequest.url} ${await fetchRequest.text()}`;
      await sendWhole(req, res, new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })).catch(next);
    });
    // Answers once the client has gone, or once the answer has gone out: whether Remix's signal aborted.
    app.get('/wait', (req, res) => {
      const { signal } = remixRequestOf(req, res, noTrustedPeer);
      signal.addEventListener('abort', () => abortedWhileWaiting.resolve(true));
    });
    app.get('/sent', (req, res, next) => {
      const { signal } = remixRequestOf(req, res, noTrustedPeer);
      res.on('close', () => setImmediate(() => abortedAfterSending.resolve(signal.aborted)));
      void sendWhole(req, res, ANSWERS['/page']!()).catch(next);
    });
    app.all('*', (req, res, next) => void sendWhole(req, res, ANSWERS[req.path]!()).catch(next));
    app.use(webErrors(pino({ level: 'silent' })));
    ({ server, base } = await listening(app));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('packs a page in gzip in one piece for a browser, with its length and one Vary', async () => {
    const answer = await ask(base, '/page', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toBe(PAGE);
    expect(Number(answer.headers['content-length'])).toBe(answer.packedBytes);
    expect(answer.packedBytes).toBeLessThan(Buffer.byteLength(PAGE) / 5);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the page as it is to a client that does not take a coding, still varying by it', async () => {
    const answer = await ask(base, '/page', 'identity');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(PAGE);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('leaves a client that takes brotli alone to the compression middleware', async () => {
    const answer = await ask(base, '/page', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toBe(PAGE);
  });

  // Each spy is put back when its test ends, even by its time running out: the next files of the
  // worker share node:zlib.
  it('packs a big answer whole too, in the thread pool, and a page on the spot, each with its length', async () => {
    expect(Buffer.byteLength(CSV)).toBeGreaterThan(PACK_OFF_LOOP_FROM);
    const inPool = vi.spyOn(zlib, 'gzip');
    const onLoop = vi.spyOn(zlib, 'gzipSync');
    onTestFinished(() => {
      inPool.mockRestore();
      onLoop.mockRestore();
    });
    const big = await ask(base, '/csv', 'gzip');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.body).toBe(CSV);
    expect(Number(big.headers['content-length'])).toBe(big.packedBytes);
    expect([inPool.mock.calls.length, onLoop.mock.calls.length]).toEqual([1, 0]);
    const page = await ask(base, '/page', 'gzip');
    expect(page.body).toBe(PAGE);
    expect([inPool.mock.calls.length, onLoop.mock.calls.length]).toEqual([1, 1]);
  });

  it("leaves an answer that fails to pack to the error handler, without the failed answer's cookie, caching or file name", async () => {
    const failing = vi
      .spyOn(zlib, 'gzip')
      .mockImplementation(((_body: Buffer, _options: unknown, done: (error: Error) => void) =>
        done(new Error('Z_MEM_ERROR'))) as unknown as typeof zlib.gzip);
    onTestFinished(() => failing.mockRestore());
    const answer = await ask(base, '/csv-file', 'gzip');
    expect(answer.status).toBe(500);
    expect(answer.body).toBe(ru.generic);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('does not pack an answer that forbids it (no-transform)', async () => {
    const answer = await ask(base, '/raw', 'gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(PAGE);
  });

  it('answers HEAD with no body and no made-up length, for a page and for a redirect', async () => {
    const head = await ask(base, '/head', 'gzip', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.packedBytes).toBe(0);
    const moved = await ask(base, '/moved', 'gzip', {}, 'HEAD');
    expect(moved.status).toBe(302);
    expect(moved.headers['content-length']).toBeUndefined();
  });

  it("leaves a body that fails to read to the error handler, without the failed answer's cookie or file name", async () => {
    const answer = await ask(base, '/broken', 'gzip');
    expect(answer.status).toBe(500);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it("aborts Remix's work when the client leaves before the answer, and not after it was sent", async () => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET /wait HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`));
    setTimeout(() => socket.destroy(), 50);
    expect(await abortedWhileWaiting.promise).toBe(true);
    expect((await ask(base, '/sent', 'gzip')).body).toBe(PAGE);
    expect(await abortedAfterSending.promise).toBe(false);
  });

  it('does not pack what is short, not text, or packed already', async () => {
    const short = await ask(base, '/short', 'gzip');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.body).toBe('<p>Готово</p>');
    const png = await ask(base, '/png', 'gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.packedBytes).toBe(4096);
    const packed = await ask(base, '/packed', 'gzip');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.packedBytes).toBe(PACKED.length);
    expect(packed.body).toBe('слово '.repeat(400));
  });

  it("keeps the page's status, adds up its cookies and Vary, and lets its own header replace the default", async () => {
    const answer = await ask(base, '/headers', 'gzip');
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.body).toBe(PAGE);
  });

  it('answers an empty answer with no body, and a redirect with its length of nothing', async () => {
    const answer = await ask(base, '/empty', 'gzip');
    expect(answer.status).toBe(204);
    expect(answer.packedBytes).toBe(0);
    expect(answer.headers['content-length']).toBeUndefined();
    const moved = await ask(base, '/moved', 'gzip');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/page');
    expect(moved.headers['content-length']).toBe('0');
  });

  it("names the charset of a page's data, and Accept-Encoding once in Vary when the answer names it too", async () => {
    for (const accept of ['gzip', 'identity']) {
      const answer = await ask(base, '/data', accept);
      expect(answer.headers['content-type']).toBe('text/x-script; charset=utf-8');
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
    }
  });

  it("hands Remix a request with the visitor's address and the posted body", async () => {
    const port = new URL(base).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/echo?x=1`, { method: 'POST', headers: { 'Content-Type': 'text/plain' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
      req.on('error', reject);
      req.end('сумма=1200');
    });
    expect(answer).toBe(`POST http://127.0.0.1:${port}/echo?x=1 сумма=1200`);
  });

  it('reads the path of an absolute target, and no host from a peer that is not a trusted proxy', async () => {
    const { port } = new URL(base);
    const answer = await rawExchange(
      base,
      `POST http://127.0.0.1:${port}/echo?y=2 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-Host: evil.example:99999\r\n` +
        'Content-Type: text/plain\r\nContent-Length: 2\r\n',
      'ok',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain(`POST http://127.0.0.1:${port}/echo?y=2 ok`);
  });

  it('refuses a target that is no address of a page as the asker’s mistake (400)', () => {
    const req = { originalUrl: '*', protocol: 'http', headers: { host: '127.0.0.1' } } as unknown as Parameters<typeof remixRequestOf>[0];
    const res = { on: () => undefined } as unknown as Parameters<typeof remixRequestOf>[1];
    expect(() => remixRequestOf(req, res, noTrustedPeer)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
