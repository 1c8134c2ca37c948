import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '../../api/settings';
import { noTrustedPeer } from './forwarded-host';
import { mountCommonMiddleware } from './middleware';
import { servedAssets } from './served-assets';
import { ask, listening } from './packed-answers.test-support';

/** A page as the web app answers one: some kilobytes of markup. */
const PAGE = `<!doctype html><html lang="ru"><body>${'<p class="wd-row">Заказ №12 · А 123 ВС 77 · 1 200 ₽</p>'.repeat(300)}</body></html>`;
/**
 * Text that packs only by its repeat: 16,000 characters of random base64 twice. A window of 8 kB
 * cannot reach back to the first copy; zlib's default 32 kB can.
 */
const COPY = randomBytes(12_000).toString('base64');
const FAR_REPEAT = COPY + COPY;
const SCRIPT = `export const words = ${JSON.stringify('слово '.repeat(500))};\n`;

/** What these tests look at in an answer: its coding, its Vary, and the body unpacked. */
async function asked(base: string, file: string, acceptEncoding?: string) {
  const { headers, body, packedBytes } = await ask(base, file, acceptEncoding);
  return { encoding: headers['content-encoding'], vary: headers.vary, body, packedBytes };
}

/**
 * Decision 054: pages and data go out in gzip whenever the client takes it, even where it prefers
 * brotli; the built assets keep their brotli files. Through the server's own middleware.
 */
describe("the answers' compression", () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'washdesk-compression-'));
    writeFileSync(path.join(dir, 'app-1.js'), SCRIPT);
    writeFileSync(path.join(dir, 'app-1.js.br'), brotliCompressSync(SCRIPT));
    const app = express();
    const settings = parseSettings({ NODE_ENV: 'test' });
    mountCommonMiddleware(app, { settings, logger: pino({ level: 'silent' }), hostNames: ['127.0.0.1'], trusted: noTrustedPeer });
    app.use('/assets', ...servedAssets(dir));
    app.get('/page', (_req, res) => void res.type('html').send(PAGE));
    app.get('/far-repeat', (_req, res) => void res.type('text').send(FAR_REPEAT));
    ({ server, base } = await listening(app));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a page in gzip to a browser that offers brotli too, and it unpacks to the page', async () => {
    const answer = await asked(base, '/page', 'gzip, deflate, br, zstd');
    expect(answer.encoding).toBe('gzip');
    expect(answer.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body).toBe(PAGE);
  });

  it("packs with decision 054's small tables: its 8 kB window does not reach a repeat 16 kB back", async () => {
    const answer = await asked(base, '/far-repeat', 'gzip, br');
    expect(answer).toMatchObject({ encoding: 'gzip', body: FAR_REPEAT });
    const oneCopy = gzipSync(COPY).length;
    // zlib's defaults find the second copy and pack both to about one; the small window packs each.
    expect(gzipSync(FAR_REPEAT).length).toBeLessThan(oneCopy * 1.1);
    expect(answer.packedBytes).toBeGreaterThan(oneCopy * 1.8);
  });

  it('still packs for a client without gzip, and sends a page as it is to one that asks for nothing', async () => {
    expect(await asked(base, '/page', 'br')).toMatchObject({ encoding: 'br', body: PAGE });
    expect(await asked(base, '/page', 'gzip;q=0, deflate')).toMatchObject({ encoding: 'deflate', body: PAGE });
    const plain = await asked(base, '/page');
    expect(plain).toMatchObject({ encoding: undefined, body: PAGE });
    expect(plain.vary).toMatch(/Accept-Encoding/i);
  });

  it('never packs in a coding offered with a weight that is no weight', async () => {
    expect(await asked(base, '/page', 'deflate;q=0.1, br;q=2')).toMatchObject({ encoding: 'deflate', body: PAGE });
    expect(await asked(base, '/page', 'deflate;q=0.1, gzip;q=0.5abc')).toMatchObject({ encoding: 'deflate', body: PAGE });
    expect(await asked(base, '/page', 'gzip;q=1.5')).toMatchObject({ encoding: undefined, body: PAGE });
  });

  it("serves a built asset's brotli file to a browser that offers brotli", async () => {
    expect(await asked(base, '/assets/app-1.js', 'gzip, deflate, br, zstd')).toMatchObject({ encoding: 'br', body: SCRIPT });
  });
});
