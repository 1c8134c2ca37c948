import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedAssets } from './served-assets';
import { ask, listening } from './packed-answers.test-support';

const SCRIPT = `export const words = ${JSON.stringify('слово '.repeat(500))};\n`;

describe("the assets' packed copies", () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'washdesk-assets-'));
    writeFileSync(path.join(dir, 'app-1.js'), SCRIPT);
    writeFileSync(path.join(dir, 'app-1.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'app-1.js.gz'), gzipSync(SCRIPT));
    // An asset the build did not pack (the customers' bundle rebuilt alone): packed on the fly.
    writeFileSync(path.join(dir, 'late-2.css'), `.a{color:red}${' '.repeat(2000)}`);
    const app = express();
    app.use(compression());
    app.use('/assets', ...servedAssets(dir));
    ({ server, base } = await listening(app));
    base = `${base}/assets/`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli to a browser that reads it, as the asset it is', async () => {
    const r = await ask(base, 'app-1.js', 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.body).toBe(SCRIPT);
  });

  it('sends gzip to one that reads only gzip, or refuses brotli', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const r = await ask(base, 'app-1.js', accept);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.body).toBe(SCRIPT);
    }
  });

  it('sends the plain file to a client that asks for no coding', async () => {
    const r = await ask(base, 'app-1.js', 'identity');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(SCRIPT);
  });

  it('packs an asset without copies on the fly, as before', async () => {
    const r = await ask(base, 'late-2.css', 'br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/css/);
    expect(r.body).toContain('.a{color:red}');
  });

  it('answers an unknown asset 404, whatever the coding asked for, plain and kept by no cache', async () => {
    const r = await ask(base, 'nope-3.js', 'br');
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('refuses a range past the end (416) and a failed precondition (412) as such, with no encoding on the refusal', async () => {
    const range = await ask(base, 'app-1.js', 'br', { Range: 'bytes=99999999-' });
    expect(range.status).toBe(416);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['cache-control']).toBe('no-store');
    const precondition = await ask(base, 'app-1.js', 'br', { 'If-Match': '"another"' });
    expect(precondition.status).toBe(412);
    expect(precondition.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404, not a packed header on nothing, when a packed copy goes while the server runs (a build redone)', async () => {
    rmSync(path.join(dir, 'app-1.js.gz'));
    const r = await ask(base, 'app-1.js', 'gzip');
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});
