import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { acceptedEncodings } from '../../app/utils/accept-encoding';
import { PACK_FROM, SMALL_GZIP } from './middleware';

/**
 * From this many bytes an answer is packed in zlib's thread pool rather than on the event loop:
 * a page (tens of kilobytes, about a millisecond) is packed where it stands, saving two trips to
 * the pool; a CSV of 50,000 lapsed clients (3 MB, about 50 ms) would hold every other page and
 * live push that long.
 */
export const PACK_OFF_LOOP_FROM = 128 * 1024;

/** The kinds of answer worth packing: markup, the pages' data (`text/x-script`), CSV, JSON. */
const PACKABLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/i;

/**
 * A web app's answer sent whole, in one write (docs/decisions/058-the-answer-sent-whole.md).
 * Remix's Express adapter carries the body through a web stream into the response and flushes
 * the compression middleware's zlib stream after every piece: for a page, two trips to zlib's
 * thread pool and some event-loop turns between the page being rendered and its last byte
 * leaving. No page streams (entry.server renders the whole page before answering, and no loader
 * defers), so the body is read whole here and, when the client takes gzip, packed on the spot
 * with the same small tables as every other answer (a big one in zlib's thread pool, see
 * PACK_OFF_LOOP_FROM); the middleware then sees an answer already
 * encoded and stands aside. A client that takes only deflate or brotli still gets them from it.
 */
export async function sendWhole(req: Request, res: Response, answer: globalThis.Response): Promise<void> {
  // Read and packed before anything of the answer is set: a body that fails to read or to pack
  // leaves the response untouched for the error handler, not dressed in the failed answer's
  // coding, caching, cookies and file name.
  const body = answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined;
  const packed = body && packs(req, res, answer, body.length) ? await gzipped(body) : undefined;
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) {
    // A page's own header replaces the default every answer gets (`Referrer-Policy: no-referrer`
    // on a customer's link); cookies and Vary add up, Vary without naming a header twice. Express
    // names the charset of a text type (`text/x-script; charset=utf-8`, a page's data).
    if (name === 'set-cookie') res.append(name, value);
    else if (name === 'vary') res.vary(value);
    else res.set(name, value);
  }
  if (!body) {
    // A HEAD's length is that of the GET it stands for, which is not known here (Remix answers
    // a HEAD without its body); a 204 or a 304 carries no length at all.
    if (req.method !== 'HEAD' && answer.status !== 204 && answer.status !== 304) res.setHeader('Content-Length', 0);
    res.end();
    return;
  }
  if (packed) {
    res.setHeader('Content-Encoding', 'gzip');
    res.vary('Accept-Encoding');
  }
  const sent = packed ?? body;
  res.setHeader('Content-Length', sent.length);
  res.end(sent);
}

/**
 * The body in gzip: on the event loop while it is small, in zlib's thread pool from
 * PACK_OFF_LOOP_FROM. zlib's functions are looked up at each call, so that a test can watch them.
 */
function gzipped(body: Buffer): Promise<Buffer> | Buffer {
  if (body.length < PACK_OFF_LOOP_FROM) return zlib.gzipSync(body, SMALL_GZIP);
  return new Promise((resolve, reject) => zlib.gzip(body, SMALL_GZIP, (error, packed) => (error ? reject(error) : resolve(packed))));
}

/** Whether to pack the answer: its own headers first, then those the response had before it (its caching). */
function packs(req: Request, res: Response, answer: globalThis.Response, length: number): boolean {
  const header = (name: string) => answer.headers.get(name) ?? res.getHeader(name);
  if (length < PACK_FROM || req.method === 'HEAD' || answer.status === 204 || answer.status === 304) return false;
  if (header('Content-Encoding') !== undefined) return false;
  if (/no-transform/i.test(String(header('Cache-Control') ?? ''))) return false;
  if (!PACKABLE.test(String(header('Content-Type') ?? ''))) return false;
  return acceptedEncodings(req.headers['accept-encoding']).has('gzip');
}
